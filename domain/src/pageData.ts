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

/**
 * The page's HTML names the version of the data it was rendered with (a
 * digest of it, in this meta tag), and the browser asks for the data under
 * that version (this parameter). Browsers keep a page's data with
 * stale-while-revalidate, like the page: under one URL for every version, a
 * visitor who came back after the owner changed the page got fresh HTML and
 * the data of her last visit, and hydration put the old content back on
 * screen. No page reads the parameter (pageParams.ts), so the server renders
 * and caches the data as before; only the browser's cache tells versions apart.
 */
export const PAGE_DATA_VERSION_META = 'cef-datos';
export const PAGE_DATA_VERSION_PARAM = 'v';

/**
 * The version of the data a data URL answers, in this response header. The
 * server answers its current data whatever version is asked for, and a page
 * read without a touch may be older than that (a view count refreshed, the
 * owner saved, the browser showed its stale copy): hydrating it with newer
 * data made React throw the page away with a hydration error. The browser
 * compares this header with the page's meta and, when they differ, renders
 * the page afresh with the newer data instead.
 */
export const PAGE_DATA_VERSION_HEADER = 'Cef-Datos-Version';

/**
 * The data URL of the page at `pathname` + `search` (`/articulos/1` → `/_datos/articulos/1`, `/` → `/_datos/`),
 * with the version its HTML names, if any (`/_datos/articulos/1?v=…`).
 */
export function pageDataUrl(pathname: string, search: string, version?: string | null): string {
  const path = `${PAGE_DATA_PREFIX}${pathname.startsWith('/') ? pathname : `/${pathname}`}`;
  if (!version) return `${path}${search}`;
  const params = new URLSearchParams(search);
  params.set(PAGE_DATA_VERSION_PARAM, version);
  return `${path}?${params}`;
}

/** The page path a data URL's path names, or null when `pathname` is not a data URL. */
export function pagePathOfData(pathname: string): string | null {
  if (pathname === PAGE_DATA_PREFIX || pathname === `${PAGE_DATA_PREFIX}/`) return '/';
  if (!pathname.startsWith(`${PAGE_DATA_PREFIX}/`)) return null;
  return pathname.slice(PAGE_DATA_PREFIX.length);
}
