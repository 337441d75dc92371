import type { RequestHandler } from 'express';

/**
 * Public GraphQL reads are GET requests (the web client sends queries that
 * way): anonymous ones may be cached by a CDN for a few seconds and are
 * revalidated by browsers with the ETag Express derives from the body, so a
 * write shows up as soon as the body changes. Everything else is never stored.
 */
/** Reads whose answer is personal or short-lived (a signed download link, the signed-in user). */
const PERSONAL_FIELDS = /\b(purchaseDownload|me)\b/;

export function graphqlCacheHeaders(sessionCookie: string): RequestHandler {
  return (req, res, next) => {
    const signedIn = req.headers.cookie?.includes(`${sessionCookie}=`) ?? false;
    const query = typeof req.query.query === 'string' ? req.query.query : '';
    if (req.method === 'GET' && !signedIn && !PERSONAL_FIELDS.test(query)) {
      res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=30, stale-while-revalidate=60');
      res.setHeader('Vary', 'Cookie, Accept-Encoding');
    } else {
      res.setHeader('Cache-Control', 'private, no-store');
    }
    next();
  };
}
