/** Spec: the title lowercased with spaces turned to underscores, plus .pdf; fallback guia.pdf. */
export function downloadFileName(title: string | null | undefined): string {
  const base = (title ?? '').trim().toLowerCase().replace(/\s+/g, '_');
  return base ? `${base}.pdf` : 'guia.pdf';
}
