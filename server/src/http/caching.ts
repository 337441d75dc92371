/**
 * Public GraphQL reads are GET requests (the web client sends queries that
 * way): anonymous ones may be cached by a CDN for a few seconds and are
 * revalidated by browsers with the ETag derived from the body (sendBody.ts),
 * so a write shows up as soon as the body changes. Everything else is never
 * stored.
 */

/** Reads whose answer is personal or short-lived (a signed download link, the signed-in user, her own rating). */
const PERSONAL_FIELDS = /\b(purchaseDownload|me|myRating)\b/;

/** Whether a query text or a rendered page's root fields name a personal read. */
export function readsPersonalFields(text: string): boolean {
  return PERSONAL_FIELDS.test(text);
}

export interface GraphQLCacheRequest {
  method: string;
  cookieHeader: string | undefined;
  /** The `query` parameter of a GET, if any. */
  query: string | null;
}

type Headers = ReadonlyArray<readonly [string, string]>;

const SHARED_READ: Headers = [
  ['Cache-Control', 'public, max-age=0, s-maxage=30, stale-while-revalidate=60'],
  ['Vary', 'Cookie, Accept-Encoding'],
];
const NEVER_STORED: Headers = [['Cache-Control', 'private, no-store']];

/** Whether a Cookie header carries a session (valid or not: only its name is looked for). */
export function hasSessionCookie(cookieHeader: string | undefined, sessionCookie: string): boolean {
  return cookieHeader?.includes(`${sessionCookie}=`) ?? false;
}

/** Whether the answer is the same for every visitor: an anonymous GET of nothing personal. */
export function isSharedRead(sessionCookie: string): (request: GraphQLCacheRequest) => boolean {
  return ({ method, cookieHeader, query }) =>
    method === 'GET' && !hasSessionCookie(cookieHeader, sessionCookie) && !readsPersonalFields(query ?? '');
}

export function graphqlCacheHeaders(sessionCookie: string): (request: GraphQLCacheRequest) => Headers {
  const shared = isSharedRead(sessionCookie);
  return (request) => (shared(request) ? SHARED_READ : NEVER_STORED);
}
