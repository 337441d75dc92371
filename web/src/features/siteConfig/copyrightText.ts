/** Spec: the footer copyright text's '{year}' placeholder becomes the current year (every occurrence). */
export function copyrightText(template: string, year: number): string {
  return template.replaceAll('{year}', String(year));
}
