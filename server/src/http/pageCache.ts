/**
 * The HTTP side of the anonymous page cache (services/publicCache/): answers
 * a stored page or GraphQL read before Express or Apollo see the request, and
 * stores what the renderer and the GraphQL endpoint produce for visitors
 * without a session.
 *
 * Stored answers are the same for every visitor by construction: only
 * requests without a session cookie are served or stored, nothing that sets
 * a cookie is stored, and personal reads (http/caching.ts) never are.
 *
 * A page is kept under its path and the query parameters it reads
 * (domain/src/pageParams.ts), so a shared link's `?fbclid=…&utm_source=…`
 * finds the page its clean twin stored; a GraphQL read under its exact URL
 * (its query string is the operation).
 *
 * A stored answer is compressed at most once per encoding, when a client
 * first asks for it in that encoding (the miss that stores it included): the
 * copy is kept with the answer for every later hit.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pagePathOfData } from '@crecer/domain/pageData';
import { isAnsweredByRoute, normalizedSearch } from '@crecer/domain/pageParams';
import etag from 'etag';
import fresh from 'fresh';
import type { PublicCache, CachedAnswer } from '../services/publicCache';
import { hasSessionCookie } from './caching';
import { isGraphQLUrl } from './graphqlPath';
import { COMPRESSION_THRESHOLD_BYTES, COMPRESSORS, preferredEncoding, varyOn, type Encoding } from './sendBody';

/** Headers that belong to one response, not to the stored answer. */
const PER_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'etag',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-cache',
  'x-request-id',
]);

/** The headers Apollo's CSRF prevention accepts on a GET (graphql/server.ts: csrfPrevention). */
const PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];

/**
 * The key of a request's answer: a GraphQL read's exact URL; a page's (or its
 * data URL's, domain/src/pageData.ts) path with only the parameters the page
 * reads, sorted. Also the URL a page is rendered with (http/ssr.ts).
 */
export function cacheKey(url: string): string {
  if (isGraphQLUrl(url)) return url;
  const start = url.indexOf('?');
  if (start < 0) return url;
  const path = url.slice(0, start);
  return path + normalizedSearch(pagePathOfData(path) ?? path, url.slice(start));
}

/**
 * The URL a page is rendered with: its path on the public origin and the query
 * string it is keyed by. The path is set, not parsed, since `new URL('//x/…',
 * base)` reads `x` as a host (and throws when it is not one).
 */
export function renderUrl(pagePath: string, originalUrl: string, publicUrl: string): URL {
  const key = cacheKey(originalUrl);
  const start = key.indexOf('?');
  const url = new URL(publicUrl);
  url.pathname = pagePath;
  url.search = start < 0 ? '' : key.slice(start);
  return url;
}

/** A request its route answers before any page (a newsletter link's redirect): never a cached page. */
function answeredByRoute(url: string): boolean {
  const start = url.indexOf('?');
  return start >= 0 && isAnsweredByRoute(url.slice(0, start), url.slice(start));
}

export interface PageCacheHttp {
  /** Answers from the cache; false when the request must be handled as usual. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Whether an answer to this request may be stored (a GET without a session cookie). */
  mayStore(req: IncomingMessage): boolean;
  /** The generation to pass to `storeAndSend`, taken before the answer reads anything. */
  begin(): number;
  /**
   * Stores an answer with the status and headers `res` carries now and sends
   * it as a hit would be (ETag, 304, compressed once for this client's
   * encoding, the copy kept). False when it may not be stored (it sets a
   * cookie): nothing was sent, the caller sends it.
   */
  storeAndSend(req: IncomingMessage, res: ServerResponse, body: string, tags: Iterable<string>, since: number): boolean;
}

export function pageCacheHttp(cache: PublicCache, sessionCookie: string): PageCacheHttp {
  const { store } = cache;
  const anonymous = (req: IncomingMessage) => !hasSessionCookie(req.headers.cookie, sessionCookie);

  return {
    serve(req, res) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !store.active || !anonymous(req)) return false;
      const url = req.url ?? '/';
      // A read without the header Apollo requires goes to Apollo, which refuses it as today.
      if (isGraphQLUrl(url) && !PREFLIGHT_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
      if (answeredByRoute(url)) return false;
      const key = cacheKey(url);
      const answer = store.get(key);
      if (!answer) return false;
      res.setHeader('X-Cache', 'HIT');
      sendAnswer(req, res, answer, (copy) => store.grew(key, answer, copy.length));
      return true;
    },
    mayStore: (req) => req.method === 'GET' && store.active && anonymous(req),
    begin: () => store.begin(),
    storeAndSend(req, res, body, tags, since) {
      if (res.getHeader('set-cookie') !== undefined) return false;
      const key = cacheKey(req.url ?? '/');
      const bytes = Buffer.from(body);
      const answer: CachedAnswer = {
        status: res.statusCode,
        headers: replayableHeaders(res.getHeaders()),
        body: bytes,
        etag: etag(bytes, { weak: true }),
        encoded: new Map(),
      };
      // Sent the same way whether it was stored or not (a change meanwhile, too large): compressed once.
      store.put(key, answer, tags, since);
      sendAnswer(req, res, answer, (copy) => store.grew(key, answer, copy.length));
      return true;
    },
  };
}

/**
 * The answer's body in `encoding`: the kept copy, or one compression shared by
 * every request that asks meanwhile; `onCompressed` is told once, when it is made.
 */
function encodedBody(
  answer: CachedAnswer,
  encoding: Encoding,
  onCompressed: (copy: Buffer) => void,
): Buffer | Promise<Buffer> {
  const kept = answer.encoded.get(encoding);
  if (kept) return kept;
  const compressing = COMPRESSORS[encoding](answer.body).then(
    (copy) => {
      answer.encoded.set(encoding, copy);
      onCompressed(copy);
      return copy;
    },
    (error: unknown) => {
      answer.encoded.delete(encoding);
      throw error;
    },
  );
  answer.encoded.set(encoding, compressing);
  return compressing;
}

function replayableHeaders(headers: OutgoingHttpHeaders): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
    kept.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  return kept;
}

/** Sends a stored answer to this request: 304 for a current copy, else its body in the client's encoding. */
function sendAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer,
  onCompressed: (copy: Buffer) => void,
): void {
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  // The same Vary as the answer first sent (a GraphQL read's says Cookie too, for caches
  // downstream); the encoding is chosen here, so it is always named.
  varyOn(res, 'Accept-Encoding');
  res.setHeader('ETag', answer.etag);
  if (answer.status === 200 && fresh(req.headers, { etag: answer.etag })) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.end();
    return;
  }
  res.statusCode = answer.status;
  const encoding =
    req.headers['accept-encoding'] && answer.body.length >= COMPRESSION_THRESHOLD_BYTES ? preferredEncoding(req) : null;
  if (!encoding) return end(req, res, answer.body, null);
  const body = encodedBody(answer, encoding, onCompressed);
  if (Buffer.isBuffer(body)) return end(req, res, body, encoding);
  // A failed compression sends the body as it is.
  body.then(
    (copy) => end(req, res, copy, encoding),
    () => end(req, res, answer.body, null),
  );
}

function end(req: IncomingMessage, res: ServerResponse, body: Buffer, encoding: Encoding | null): void {
  if (res.destroyed) return;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
