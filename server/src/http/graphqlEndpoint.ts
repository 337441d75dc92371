/**
 * /graphql served on node:http, without Express. Its request and response
 * wrappers, router and middleware chain cost about as much per request as
 * Apollo's own pipeline: Apollo answering a constant served ~1,700 req/s
 * through Express and 2,200-3,000 without it (bench section 1). The busiest
 * endpoint needs none of them, so this module does the few things they did:
 * security and cache headers, the same-origin check for writes, the JSON body
 * with its size limit, multipart uploads, and the answer with its ETag and
 * compression (sendBody.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type HTTPGraphQLRequest, type HTTPGraphQLResponse } from '@apollo/server';
import { parse as parseCookies } from 'cookie';
import { buildContext, type GraphQLContext } from '../graphql/context';
import { REQUEST_ERROR_MESSAGES } from '../graphql/requestErrors';
import type { AppServices } from '../services/appServices';
import { tagsOfGraphQLRead } from './answerTags';
import { graphqlCacheHeaders, isSharedRead } from './caching';
import { GRAPHQL_PATH } from './graphqlPath';
import type { PageCacheHttp } from './pageCache';
import { directViews } from './directView';
import { apiSecurityHeaders, sameOriginCheck } from './security';
import { requestLogger } from './requestLog';
import { sendBody } from './sendBody';
import { processUploadRequest } from './uploadRequest';

/** The largest JSON operation accepted (files go as multipart, with their own limits). */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;

export const REQUEST_MESSAGES = {
  tooLarge: 'La solicitud es demasiado grande o tiene demasiados archivos.',
  invalid: REQUEST_ERROR_MESSAGES.invalid,
  foreignOrigin: 'Origen no permitido.',
  internal: 'Error interno del servidor.',
  notFound: 'Página no encontrada.',
  /** A page refused under a burst (http/renderQueue.ts), with Retry-After. */
  busy: 'Hay muchas visitas en este momento. Vuelve a intentarlo en unos segundos.',
  preflightRequired: REQUEST_ERROR_MESSAGES.csrf,
  /** Refused by Node's HTTP parser (http/clientErrors.ts): an address or headers past 16 KB, a request too slow to arrive. */
  tooLong: 'La dirección o los encabezados de la solicitud son demasiado largos.',
  timeout: 'La solicitud tardó demasiado en llegar. Vuelve a intentarlo.',
} as const;

/** A request refused before Apollo sees it, with the HTTP status and Spanish message it gets. */
class RefusedRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'BAD_REQUEST',
  ) {
    super(message);
  }
}

/** The client went away mid-request: there is nobody to answer. */
class AbortedRequest extends Error {}

function refusalFor(status: number): RefusedRequest {
  return new RefusedRequest(status, status === 413 ? REQUEST_MESSAGES.tooLarge : REQUEST_MESSAGES.invalid);
}

function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

function readJsonText(req: IncomingMessage): Promise<string> {
  if (Number(req.headers['content-length']) > JSON_BODY_LIMIT_BYTES) return Promise.reject(refusalFor(413));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error: Error) => {
      req.off('data', onData);
      req.resume(); // discard the rest; the answer closes the connection
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > JSON_BODY_LIMIT_BYTES) stop(refusalFor(413));
      else chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('aborted', () => stop(new AbortedRequest()));
    req.once('error', () => stop(new AbortedRequest()));
  });
}

/**
 * Apollo's CSRF rule for a form-encodable body: a browser sends a cross-site
 * multipart POST without a preflight unless it carries one of these headers
 * with a value. Apollo checks it only after the body is parsed, so an upload
 * is checked here, before its parser reads a byte.
 */
function hasPreflightHeader(req: IncomingMessage): boolean {
  return ['apollo-require-preflight', 'x-apollo-operation-name'].some((name) => {
    const value = req.headers[name];
    return typeof value === 'string' && value.length > 0;
  });
}

/** The operation a POST carries: JSON, or the multipart form of an upload. GETs carry theirs in the URL. */
async function readOperation(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  if (req.method !== 'POST') {
    req.resume();
    return undefined;
  }
  const type = mediaType(req);
  if (type === 'multipart/form-data') {
    if (!hasPreflightHeader(req)) throw new RefusedRequest(400, REQUEST_MESSAGES.preflightRequired);
    return processUploadRequest(req, res).catch((error: { status?: number }) => {
      const status = Number(error.status);
      throw refusalFor(status >= 400 && status < 500 ? status : 400);
    });
  }
  if (type !== 'application/json' && !type.endsWith('+json')) {
    // Apollo refuses it (CSRF prevention, or no operation), as it did a body Express never parsed.
    req.resume();
    return undefined;
  }
  const encoding = req.headers['content-encoding'];
  if (encoding && encoding !== 'identity') throw new RefusedRequest(415, REQUEST_MESSAGES.invalid);
  const text = await readJsonText(req);
  try {
    return text.trim() === '' ? {} : (JSON.parse(text) as unknown);
  } catch {
    throw refusalFor(400);
  }
}

/** The request as Apollo takes it (also used by bench/frameworkFloor.ts, so the floor pays the same). */
export function toApolloRequest(req: IncomingMessage, search: string, body: unknown): HTTPGraphQLRequest {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return { method: (req.method ?? 'GET').toUpperCase(), headers, search, body };
}

/**
 * A complete answer about to be sent (headers and status are set), for the
 * page cache to keep; true when the page cache sent it too (pageCache.ts:
 * storeAndSend).
 */
type BeforeSend = (body: string) => boolean;

async function sendApolloResponse(
  req: IncomingMessage,
  res: ServerResponse,
  answer: HTTPGraphQLResponse,
  beforeSend?: BeforeSend,
) {
  for (const [key, value] of answer.headers) res.setHeader(key, value);
  res.statusCode = answer.status ?? 200;
  if (answer.body.kind === 'complete') {
    if (beforeSend?.(answer.body.string)) return;
    return sendBody(req, res, answer.body.string);
  }
  // Incremental delivery (@defer): each part goes out as Apollo produces it.
  for await (const chunk of answer.body.asyncIterator) res.write(chunk);
  res.end();
}

function sendError(res: ServerResponse, status: number, message: string, code: string): void {
  const body = JSON.stringify({ errors: [{ message, extensions: { code } }] });
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  // A body left unread (too large, unparsable) must not be taken for the next request.
  if (!res.req.readableEnded) res.setHeader('Connection', 'close');
  res.end(body);
}

export interface GraphQLEndpointOptions {
  services: AppServices;
  apollo: ApolloServer<GraphQLContext>;
  /** Keeps anonymous GET reads (http/pageCache.ts); app.ts serves them before this endpoint. */
  pageCache?: PageCacheHttp;
}

/**
 * The anonymous read's tags, or null when it must not be stored (errors, a
 * body or query that cannot be read).
 */
function cacheableReadTags(search: string, body: string): Set<string> | null {
  try {
    const answer = JSON.parse(body) as { data?: unknown; errors?: unknown };
    if (answer.errors !== undefined || answer.data == null) return null;
    const params = new URLSearchParams(search);
    const variables = JSON.parse(params.get('variables') ?? '{}') as unknown;
    const query = params.get('query');
    if (!query || variables === null || typeof variables !== 'object' || Array.isArray(variables)) return null;
    return tagsOfGraphQLRead(query, variables as Record<string, unknown>, answer.data);
  } catch {
    return null;
  }
}

export function graphqlEndpoint({ services, apollo, pageCache }: GraphQLEndpointOptions) {
  const { config, logger } = services;
  const securityHeaders = apiSecurityHeaders(config);
  const cacheHeaders = graphqlCacheHeaders(services.sessions.cookieName);
  const sharedRead = isSharedRead(services.sessions.cookieName);
  const isSameOrigin = sameOriginCheck(config);
  const answerView = directViews(services);

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // Before anything is read: a change notified during this request keeps its answer out of the cache.
    const since = pageCache?.begin() ?? 0;
    try {
      const url = req.url ?? GRAPHQL_PATH;
      const queryStart = url.indexOf('?');
      const search = queryStart < 0 ? '' : url.slice(queryStart);
      // Apollo Sandbox (a development-only GET page) loads Apollo's own scripts and frames.
      if (config.isProduction || req.method !== 'GET') {
        for (const [name, value] of securityHeaders) res.setHeader(name, value);
      }
      if (req.method === 'POST' && !isSameOrigin(req.headers.origin, req.headers.host)) {
        throw new RefusedRequest(403, REQUEST_MESSAGES.foreignOrigin, 'FORBIDDEN');
      }
      const query = req.method === 'GET' && search ? new URLSearchParams(search).get('query') : null;
      const cacheRequest = { method: req.method ?? '', cookieHeader: req.headers.cookie, query };
      for (const [name, value] of cacheHeaders(cacheRequest)) res.setHeader(name, value);
      const keep: BeforeSend | undefined =
        pageCache?.mayStore(req) && sharedRead(cacheRequest)
          ? (text) => {
              const tags = res.statusCode === 200 ? cacheableReadTags(search, text) : null;
              return tags !== null && pageCache.storeAndSend(req, res, text, tags, since);
            }
          : undefined;
      const body = await readOperation(req, res);
      // Every visit's RecordView, without Apollo's pipeline (directView.ts); false leaves it to Apollo.
      if (req.method === 'POST' && mediaType(req) !== 'multipart/form-data' && (await answerView(req, res, body)))
        return;
      const answer = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: toApolloRequest(req, search, body),
        context: () =>
          buildContext(services, {
            cookies: parseCookies(req.headers.cookie ?? ''),
            ip: services.clientAddress(req),
            setCookie: (value) => void res.appendHeader('Set-Cookie', value),
            logger: requestLogger(req, logger),
          }),
      });
      await sendApolloResponse(req, res, answer, keep);
    } catch (error) {
      if (error instanceof AbortedRequest || res.destroyed) return;
      if (error instanceof RefusedRequest) {
        if (!res.headersSent) sendError(res, error.status, error.message, error.code);
        return;
      }
      requestLogger(req, logger).error(
        { err: error, client: services.clientAddress(req) },
        'unhandled GraphQL HTTP error',
      );
      if (res.headersSent) return void res.destroy();
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(REQUEST_MESSAGES.internal);
    }
  };
}
