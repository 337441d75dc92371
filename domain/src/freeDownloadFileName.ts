/**
 * Spec: a free guide downloads as its title lowercased, spaces turned to underscores, plus .pdf;
 * fallback guia.pdf. A run of spaces is one separator, so a title typed with a double space does
 * not name the file with two underscores. Pure on purpose: the server's Content-Disposition and
 * the web page's `download` attribute both import it (web/tsconfig.json includes this file), so
 * the two can never disagree.
 */
export function freeDownloadFileName(title: string | null | undefined): string {
  const base = (title ?? '').trim().toLowerCase().replace(/\s+/g, '_');
  return base ? `${base}.pdf` : 'guia.pdf';
}
