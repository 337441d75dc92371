/**
 * Where a public page's data lives apart from its HTML. A server-rendered
 * page arrives without the answers it was rendered with: a visit that only
 * reads never needs them, and inside the HTML they were the page's content a
 * second time (about 10 KB of every page). The browser asks for them when it
 * hydrates the page (web/src/lib/shippedAnswers.ts); the server renders the
 * same page and answers them as JSON (server/src/http/ssr.ts), cached like
 * the page itself.
 */
export const PAGE_DATA_PREFIX = '/_datos';

/** The data URL of the page at `pathname` + `search` (`/articulos/1` → `/_datos/articulos/1`, `/` → `/_datos/`). */
export function pageDataUrl(pathname: string, search: string): string {
  return `${PAGE_DATA_PREFIX}${pathname.startsWith('/') ? pathname : `/${pathname}`}${search}`;
}

/** The page path a data URL's path names, or null when `pathname` is not a data URL. */
export function pagePathOfData(pathname: string): string | null {
  if (pathname === PAGE_DATA_PREFIX || pathname === `${PAGE_DATA_PREFIX}/`) return '/';
  if (!pathname.startsWith(`${PAGE_DATA_PREFIX}/`)) return null;
  return pathname.slice(PAGE_DATA_PREFIX.length);
}
