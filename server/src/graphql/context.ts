/**
 * A fresh context per request: database handle, session user, visitor id and
 * new DataLoaders. Nothing request-specific is cached at module level.
 */
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ClientAddress } from '../http/clientAddress';
import type { Logger } from '../logger';
import type { SessionStore } from '../services/auth/sessions';
import { newVisitorId, signVisitorId, verifyVisitorCookie } from '../services/visitorId';
import type { StorageDriver } from '../services/media/storage';
import type { SessionUser } from '../services/auth/types';
import { createLoaders, type Loaders } from './loaders/index';

export const VISITOR_COOKIE = 'cef_visitor';

/** Long-lived collaborators shared by all requests (created once in main.ts). */
export interface AppServices {
  db: Database;
  config: Config;
  logger: Logger;
  sessions: SessionStore;
  storage: StorageDriver;
  /** Who the client is, honouring TRUST_PROXY only (http/clientAddress.ts). */
  clientAddress: ClientAddress;
}

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
}

export async function buildContext(app: AppServices, request: RequestInfo): Promise<GraphQLContext> {
  const session = await app.sessions.validate(request.cookies[app.sessions.cookieName]);
  if (session.cookie) request.setCookie(session.cookie);
  let visitor = verifyVisitorCookie(app.config.appSecret, request.cookies[VISITOR_COOKIE]);
  return {
    ...app,
    loaders: createLoaders(app.db),
    user: session.user,
    sessionId: session.sessionId,
    ip: request.ip,
    setCookie: request.setCookie,
    visitorId() {
      if (visitor) return visitor;
      const id = newVisitorId();
      visitor = id;
      const secure = app.config.isProduction ? '; Secure' : '';
      const value = signVisitorId(app.config.appSecret, id);
      request.setCookie(`${VISITOR_COOKIE}=${value}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`);
      return id;
    },
  };
}
