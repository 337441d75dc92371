/**
 * Request ids and the access log: every request gets an id, answered in
 * X-Request-Id and carried by every log line written for it (`reqId`), and one
 * access line when its response closes, page-cache hits included.
 *
 * The id comes from X-Request-Id only when the request's own peer is a proxy
 * TRUST_PROXY names (the rule of clientAddress.ts), and only in a plain shape;
 * otherwise it is a new UUID, so a client cannot choose what the logs call it.
 *
 * The line never holds a query string (a GraphQL GET's variables, whatever a
 * link carries) nor a path segment that is a credential (a signed download
 * token): see loggedPath.
 *
 * Cost: the page cache answers thousands of requests a second, so the work per
 * request is a UUID, a header, one listener shared by every response (no
 * closure per request) and one pino line; the request's child logger is made
 * only when something asks for it.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger';
import type { TrustProxy } from '../config';
import { SIGNED_DOWNLOAD_PREFIX } from '../services/purchase';
import { trustedPeerResolver, type ClientAddress } from './clientAddress';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy's id may look like: a UUID or any plain token, never text that could pass for something else. */
const ACCEPTED_ID = /^[\w.:+/=-]{1,128}$/;

/** Paths longer than this are cut in the log: the line stays one line, whatever a client sends. */
const MAX_LOGGED_PATH = 512;

/** Path prefixes whose next segment is a credential, logged as the placeholder instead. */
const SECRET_SEGMENTS: readonly { prefix: string; placeholder: string }[] = [
  { prefix: SIGNED_DOWNLOAD_PREFIX, placeholder: `${SIGNED_DOWNLOAD_PREFIX}:token` },
];

/** The health check of the container runs every 15 s; its successes are logged at debug, not info. */
const HEALTH_PATH = '/healthz';

interface RequestState {
  id: string;
  startedAt: number;
  /** The connection's byte count when the request arrived (keep-alive reuses it). */
  bytesAtStart: number;
  client: string;
  logger: Logger | null;
}

const STATE = Symbol('request log');
type LoggedRequest = IncomingMessage & { [STATE]?: RequestState; originalUrl?: string };

/**
 * The request path as logged: no query string or fragment, no credential,
 * at most MAX_LOGGED_PATH characters.
 */
export function loggedPath(requestTarget: string): string {
  const url = requestTarget.startsWith('/') ? requestTarget : originForm(requestTarget);
  const query = url.indexOf('?');
  const beforeQuery = query < 0 ? url : url.slice(0, query);
  const fragment = beforeQuery.indexOf('#');
  const end = fragment < 0 ? beforeQuery.length : fragment;
  const path = beforeQuery.slice(0, Math.min(end, MAX_LOGGED_PATH));
  for (const { prefix, placeholder } of SECRET_SEGMENTS) {
    // Express matches routes case-insensitively, so /DOWNLOAD/SIGNED/<token> reaches the route too.
    if (path.length > prefix.length && path.slice(0, prefix.length).toLowerCase() === prefix) return placeholder;
  }
  return path;
}

/** `http://host/path?q` (absolute form, which Node passes on and Express routes) as `/path?q`. */
function originForm(url: string): string {
  const scheme = url.indexOf('://');
  if (scheme < 0) return url;
  const slash = url.indexOf('/', scheme + 3);
  return slash < 0 ? '/' : url.slice(slash);
}

/**
 * The logger for lines about this request: a child of `base` carrying its
 * `reqId`, made once per request and only when asked for; `base` itself for a
 * request that came in some other way (a test's direct call).
 */
export function requestLogger(req: IncomingMessage, base: Logger): Logger {
  const state = (req as LoggedRequest)[STATE];
  if (!state) return base;
  return (state.logger ??= base.child({ reqId: state.id }));
}

/**
 * Returns the function app.ts calls first for every request: it sets the
 * request id, answers it in X-Request-Id and writes the access line when the
 * response closes.
 */
export function requestLogging({
  logger,
  clientAddress,
  trustProxy,
  accessLevel = 'info',
}: {
  logger: Logger;
  /** Who the client is (clientAddress.ts). */
  clientAddress: ClientAddress;
  trustProxy: TrustProxy;
  /** The access lines' level: `debug` under `npm run dev`, where Vite's module requests would bury the rest. */
  accessLevel?: 'info' | 'debug';
}): (req: IncomingMessage, res: ServerResponse) => void {
  const fromTrustedProxy = trustedPeerResolver(trustProxy);

  function acceptedId(req: IncomingMessage): string | null {
    const given = req.headers['x-request-id'];
    return typeof given === 'string' && ACCEPTED_ID.test(given) && fromTrustedProxy(req) ? given : null;
  }

  // One function for every response (`this` is the response), so no closure is made per request.
  function writeAccessLine(this: ServerResponse): void {
    const req = this.req as LoggedRequest;
    const state = req[STATE];
    if (!state) return;
    // Express rewrites req.url inside mounted routers; originalUrl (when it ran) is what was asked.
    const path = loggedPath(req.originalUrl ?? req.url ?? '/');
    const status = this.statusCode;
    const level = status === 200 && path === HEALTH_PATH ? 'debug' : accessLevel;
    if (!logger.isLevelEnabled(level)) return;
    const sent = req.socket.bytesWritten - state.bytesAtStart;
    const line = {
      reqId: state.id,
      method: req.method,
      path,
      status,
      ms: Math.round((performance.now() - state.startedAt) * 10) / 10,
      bytes: Number.isFinite(sent) ? sent : undefined,
      client: state.client,
      // Closed before the whole answer went out: the client left (or the connection broke).
      aborted: this.writableFinished ? undefined : true,
    };
    logger[level](line, 'request');
  }

  return (req, res) => {
    const id = acceptedId(req) ?? randomUUID();
    (req as LoggedRequest)[STATE] = {
      id,
      startedAt: performance.now(),
      bytesAtStart: req.socket.bytesWritten,
      // Read now: once the connection is gone its address may be too.
      client: clientAddress(req),
      logger: null,
    };
    res.setHeader(REQUEST_ID_HEADER, id);
    res.once('close', writeAccessLine);
  };
}
