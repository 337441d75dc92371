/** '1 mensaje' / '3 mensajes': a count with its noun, singular for exactly one (the admin's one plural rule). */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
