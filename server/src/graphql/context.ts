/**
 * A fresh context per request: database handle, session user, visitor id and
 * new DataLoaders. Nothing request-specific is cached at module level.
 */
import { newVisitorId, verifyVisitorCookie, visitorSetCookie, VISITOR_COOKIE } from '../services/visitors';

import type { Logger } from '../logger';
import type { SessionUser } from '../services/auth';
import type { AppServices } from '../services/appServices';

import { createLoaders, type Loaders } from './loaders/index';

export interface GraphQLContext extends AppServices {
  loaders: Loaders;
  user: SessionUser | null;
  sessionId: string | null;
  ip: string;
  /** The anonymous visitor id (HttpOnly cookie), issued on first use. */
  visitorId(): string;
  /** Queues a Set-Cookie header for the response. */
  setCookie(serialized: string): void;
}

export interface RequestInfo {
  cookies: Record<string, string | undefined>;
  ip: string;
  setCookie(serialized: string): void;
  /** The request's logger (its lines carry the request id, http/requestLog.ts); the app's when omitted. */
  logger?: Logger;
}

export async function buildContext(app: AppServices, request: RequestInfo): Promise<GraphQLContext> {
  const session = await app.sessions.validate(request.cookies[app.sessions.cookieName]);
  if (session.cookie) request.setCookie(session.cookie);
  let visitor = verifyVisitorCookie(app.config.appSecret, request.cookies[VISITOR_COOKIE]);
  return {
    ...app,
    logger: request.logger ?? app.logger,
    loaders: createLoaders(app.db, app.keptRows),
    user: session.user,
    sessionId: session.sessionId,
    ip: request.ip,
    setCookie: request.setCookie,
    visitorId() {
      if (visitor) return visitor;
      const id = newVisitorId();
      visitor = id;
      request.setCookie(visitorSetCookie(app.config.appSecret, id, app.config.isProduction));
      return id;
    },
  };
}
