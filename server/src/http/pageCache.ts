/**
 * The HTTP side of the anonymous page cache (services/publicCache/): answers
 * a stored page or GraphQL read before Express or Apollo see the request, and
 * stores what the renderer and the GraphQL endpoint produce for visitors
 * without a session.
 *
 * Stored answers are the same for every visitor by construction: only
 * requests without a session cookie are served or stored, nothing that sets
 * a cookie is stored, and personal reads (http/caching.ts) never are.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import etag from 'etag';
import fresh from 'fresh';
import type { PublicCache } from '../services/publicCache/publicCache';
import type { CachedAnswer } from '../services/publicCache/store';
import { hasSessionCookie } from './caching';
import { isGraphQLUrl } from './graphqlPath';
import { COMPRESSION_THRESHOLD_BYTES, COMPRESSORS, preferredEncoding, varyOn } from './sendBody';

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

export interface PageCacheHttp {
  /** Answers from the cache; false when the request must be handled as usual. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Whether an answer to this request may be stored (a GET without a session cookie). */
  mayStore(req: IncomingMessage): boolean;
  /** The generation to pass to `store`, taken before the answer reads anything. */
  begin(): number;
  /**
   * Stores an answer with the headers `res` carries now (call it just before
   * sending). Compression runs after the answer has gone out.
   */
  store(req: IncomingMessage, res: ServerResponse, body: string, tags: Iterable<string>, since: number): void;
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
      const answer = store.get(url);
      if (!answer) return false;
      sendCached(req, res, answer);
      return true;
    },
    mayStore: (req) => req.method === 'GET' && store.active && anonymous(req),
    begin: () => store.begin(),
    store(req, res, body, tags, since) {
      if (res.getHeader('set-cookie') !== undefined) return;
      const key = req.url ?? '/';
      const status = res.statusCode;
      const headers = replayableHeaders(res.getHeaders());
      const bytes = Buffer.from(body);
      void compressed(bytes).then(
        ({ gzipped, brotlied }) => {
          store.put(
            key,
            { status, headers, body: bytes, gzip: gzipped, br: brotlied, etag: etag(bytes, { weak: true }) },
            tags,
            since,
          );
        },
        () => undefined,
      );
    },
  };
}

async function compressed(body: Buffer): Promise<{ gzipped: Buffer | null; brotlied: Buffer | null }> {
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return { gzipped: null, brotlied: null };
  const [gzipped, brotlied] = await Promise.all([COMPRESSORS.gzip(body), COMPRESSORS.br(body)]);
  return { gzipped, brotlied };
}

function replayableHeaders(headers: OutgoingHttpHeaders): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
    kept.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  return kept;
}

function sendCached(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer): void {
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  // The same Vary as the answer first sent (a GraphQL read's says Cookie too, for caches
  // downstream); the encoding is chosen here, so it is always named.
  varyOn(res, 'Accept-Encoding');
  res.setHeader('X-Cache', 'HIT');
  res.setHeader('ETag', answer.etag);
  if (answer.status === 200 && fresh(req.headers, { etag: answer.etag })) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.end();
    return;
  }
  res.statusCode = answer.status;
  const encoding = req.headers['accept-encoding'] ? preferredEncoding(req) : null;
  const body =
    encoding === 'br' && answer.br ? answer.br : encoding === 'gzip' && answer.gzip ? answer.gzip : answer.body;
  if (encoding && body !== answer.body) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
