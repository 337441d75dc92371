/**
 * A search made on /articulos or /guias, sent once the list shows it: on the
 * page load of a list address that carries one (even if the page never
 * hydrates), and from the list itself when the visitor types a new one
 * (useRecordSearch.ts). The lists' pages and answers are cached for
 * everyone, so the server cannot count searches from the list query. Like
 * the view on load, the mutation goes as text with a plain fetch (no Apollo
 * in the entry); a test checks it against the generated document
 * (recordSearchDocument.ts).
 */
import type { ContentType } from '../../gql/graphql';

export const RECORD_SEARCH_SOURCE =
  'mutation RecordSearch($contentType: ContentType!, $term: String!) { recordSearch(contentType: $contentType, term: $term) }';

/** The server's cap (server analytics/searchTerm.ts): a longer term is not sent. */
export const MAX_RECORDED_TERM_LENGTH = 100;

const LISTS: Record<string, ContentType> = { '/articulos': 'ARTICLE', '/guias': 'GUIDE' };

/** The list and search term an address shows, or null when it is not a searched list. */
export function listSearchAt(pathname: string, query: string): { contentType: ContentType; term: string } | null {
  const contentType = LISTS[pathname.replace(/\/+$/, '')];
  const term = new URLSearchParams(query).get('q');
  return contentType && term ? { contentType, term } : null;
}

/** The form the server counts a term in (lower case, no accents, single spaces), to send each once. */
export function searchKey(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** `type:term` of the searches this page load has sent. */
const sent = new Set<string>();

/**
 * Sends a list's search unless this page load sent the same term before (the
 * server also counts a term once per client address every 30 minutes).
 * Returns whether it was sent; failures are only logged, as a view's are.
 */
export function recordSearchOnce(contentType: ContentType, term: string): boolean {
  const key = searchKey(term);
  if (key === '' || [...key].length > MAX_RECORDED_TERM_LENGTH) return false;
  if (sent.has(`${contentType}:${key}`)) return false;
  sent.add(`${contentType}:${key}`);
  fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: 'RecordSearch',
      query: RECORD_SEARCH_SOURCE,
      variables: { contentType, term },
    }),
    keepalive: true,
  })
    // Read to the end, so the request is done with rather than left open.
    .then((response) => response.text())
    .catch((error: unknown) => console.error('No se pudo registrar la búsqueda', error));
  return true;
}

/** The search of the list address a page load shows, if any (viewOnLoad.ts, after the load event). */
export function recordSearchOnLoad(location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const search = listSearchAt(location.pathname, location.search);
  if (search) recordSearchOnce(search.contentType, search.term);
}
