/** Joins class names, skipping the absent ones: `cx(ui.text, muted && ui.gray7)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
