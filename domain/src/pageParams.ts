/**
 * The query parameters each public page reads, declared once per route
 * pattern. Everything else in a page's query string changes nothing on the
 * page, so:
 * - the server's page cache keys a page by its path and its declared
 *   parameters only (server/src/http/pageCache.ts), and renders it with
 *   that URL (server/src/http/ssr.ts): `/articulos/1?fbclid=…` is the page
 *   `/articulos/1`;
 * - canonical links and og:url keep only declared parameters
 *   (web/src/head/headTags.ts, web/src/head/Seo.tsx).
 *
 * A page that starts reading a parameter declares it here first (and the
 * page reads its name from here): an undeclared one never reaches the
 * server's render, so it would work in the browser only.
 *
 * Pages read a parameter with URLSearchParams (all its values are kept, in
 * their order); the order of different parameters means nothing, so they are
 * sorted by name and two orders of one query string are one page.
 */

import { NEWSLETTER_PATHS } from './newsletterRules';

/** The lists' filters (/articulos, /guias): ?q=&categoria=&orden=&pagina= */
export const LIST_PARAMS = { search: 'q', category: 'categoria', sort: 'orden', page: 'pagina' } as const;

/** Mercado Pago's return to /compra-exitosa names the payment and our order; the browser verifies them. */
export const PURCHASE_RETURN_PARAMS = {
  paymentId: 'payment_id',
  collectionId: 'collection_id',
  orderId: 'external_reference',
} as const;

/**
 * Every route pattern (web/src/config/paths.ts spells them; web's
 * pageParams.test.ts checks they match) whose page reads query parameters.
 * A route not listed reads none.
 */
export const PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/articulos': Object.values(LIST_PARAMS),
  '/guias': Object.values(LIST_PARAMS),
  '/compra-exitosa/:guideId?': Object.values(PURCHASE_RETURN_PARAMS),
};

/**
 * Parameters a server route acts on before any page: the newsletter's links
 * carry their token so, and the route moves it into the fragment with a
 * redirect (server/src/http/newsletter.ts), so that the page is one for all
 * and the token reaches no cache, log or Referer. No page reads them, so the
 * page cache would find the page under its clean key; a request carrying one
 * is never answered from it (server/src/http/pageCache.ts).
 */
export const ROUTE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [NEWSLETTER_PATHS.confirm]: ['token'],
  [NEWSLETTER_PATHS.unsubscribe]: ['token'],
};

/** Whether a server route answers this request itself (it carries one of ROUTE_PARAMS, not empty). */
export function isAnsweredByRoute(pathname: string, search: string): boolean {
  if (search === '' || search === '?') return false;
  const params = new URLSearchParams(search);
  return Object.entries(ROUTE_PARAMS).some(
    ([pattern, names]) => matches(pattern, pathname) && names.some((name) => params.get(name)),
  );
}

/**
 * Campaign and click identifiers that ad, analytics and mailing tools append
 * to shared links (Google, Meta, Microsoft, Mailchimp, Instagram, Yandex,
 * X). No page may declare one (pageParams.test.ts), and they are dropped
 * even if one did. Conservative on purpose: only names that are nothing but
 * tracking. `ref`, `source` or `s` can be a real parameter of a page, so
 * they are not here (an undeclared one is dropped anyway).
 */
const TRACKING_NAMES = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'yclid',
  'twclid',
]);

/** Whether a query parameter is a tracking one: any `utm_…`, or a known click identifier. */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_NAMES.has(lower);
}

/** A pattern's segments: a literal, or `:name` (one segment), `:name?` (one or none, at the end). */
function matches(pattern: string, pathname: string): boolean {
  // As React Router matches: case-insensitive, a trailing slash ignored.
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  if (given.length > wanted.length) return false;
  return wanted.every((segment, i) => {
    const part = given[i];
    if (segment.startsWith(':')) return part !== undefined || segment.endsWith('?');
    return part !== undefined && part.toLowerCase() === segment.toLowerCase();
  });
}

/** The query parameters the page at `pathname` reads (none for a route that declares none). */
export function declaredParams(pathname: string): readonly string[] {
  for (const [pattern, names] of Object.entries(PAGE_PARAMS)) if (matches(pattern, pathname)) return names;
  return [];
}

/**
 * `search` (with or without its `?`) keeping only what the page at
 * `pathname` reads, sorted by name: '' or '?…'. Values are re-encoded the
 * one way URLSearchParams writes them (`a b` and `a%20b` are one value).
 */
export function normalizedSearch(pathname: string, search: string): string {
  if (search === '' || search === '?') return '';
  const declared = declaredParams(pathname);
  if (declared.length === 0) return '';
  const kept = [...new URLSearchParams(search)].filter(([name]) => declared.includes(name) && !isTrackingParam(name));
  // A stable sort: the values of one parameter keep their order.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const text = new URLSearchParams(kept).toString();
  return text ? `?${text}` : '';
}

/** A page's path and query string (`/articulos?pagina=2&utm_source=x`) as the page reads it (`/articulos?pagina=2`). */
export function normalizedPagePath(pathAndSearch: string): string {
  const withoutHash = pathAndSearch.split('#', 1)[0]!;
  const start = withoutHash.indexOf('?');
  if (start < 0) return withoutHash;
  const pathname = withoutHash.slice(0, start);
  return pathname + normalizedSearch(pathname, withoutHash.slice(start));
}
