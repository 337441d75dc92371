/**
 * The public pages other than an article or guide that are counted by name
 * (home, lists, games, about, privacy). Only these: a visit to any other address
 * counts for the whole site but adds no row, so a flood of made-up paths
 * cannot grow the daily table.
 */
const PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/articulos$/,
  /^\/guias$/,
  /^\/juegos$/,
  /^\/juegos\/[a-z0-9-]{1,40}$/,
  /^\/sobre-mi$/,
  /^\/privacidad$/,
];

/** 'page:<path>' for a counted page, 'page:' for any other public address, null for an address that is not one. */
export function pageScope(path: string): string | null {
  if (path.length > 200 || !path.startsWith('/') || path.startsWith('//')) return null;
  const clean = path.replace(/[?#].*$/, '');
  const trimmed = clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
  if (trimmed.startsWith('/admin')) return null;
  return PAGES.some((page) => page.test(trimmed)) ? `page:${trimmed}` : 'page:';
}
