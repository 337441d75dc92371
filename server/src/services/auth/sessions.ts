/**
 * The only file that knows about lucia (in maintenance mode upstream): to swap
 * the session library, rewrite this module and keep its exports.
 */
import { DrizzlePostgreSQLAdapter } from '@lucia-auth/adapter-drizzle';
import { Lucia, TimeSpan } from 'lucia';
import { sessions, users, type UserRoleValue } from '../../db/schema';
import type { Database } from '../../db/client';
import type { SessionUser } from './types';

export const SESSION_COOKIE = 'cef_session';

function createLucia(db: Database, secureCookies: boolean) {
  const adapter = new DrizzlePostgreSQLAdapter(db as never, sessions, users);
  return new Lucia(adapter, {
    // Sliding expiry: lucia extends a session used in its second half.
    sessionExpiresIn: new TimeSpan(14, 'd'),
    sessionCookie: { name: SESSION_COOKIE, expires: true, attributes: { secure: secureCookies, sameSite: 'lax' } },
    getUserAttributes: (attributes) => ({ email: attributes.email, role: attributes.role }),
  });
}

declare module 'lucia' {
  interface Register {
    Lucia: ReturnType<typeof createLucia>;
    DatabaseUserAttributes: { email: string; role: UserRoleValue };
  }
}

export interface SessionValidation {
  user: SessionUser | null;
  sessionId: string | null;
  /** A Set-Cookie value to send back (refreshed or cleared cookie), if any. */
  cookie: string | null;
}

export interface SessionStore {
  cookieName: string;
  validate(sessionId: string | undefined): Promise<SessionValidation>;
  /** Creates a brand-new session (new id: no fixation) and returns its cookie. */
  create(userId: string): Promise<{ sessionId: string; cookie: string }>;
  invalidate(sessionId: string): Promise<void>;
  invalidateUser(userId: string): Promise<void>;
  blankCookie(): string;
  /** Deletes sessions past their expiry (housekeeping). */
  deleteExpired(): Promise<void>;
}

export function createSessionStore(db: Database, secureCookies: boolean): SessionStore {
  const lucia = createLucia(db, secureCookies);
  return {
    cookieName: SESSION_COOKIE,
    async validate(sessionId) {
      if (!sessionId) return { user: null, sessionId: null, cookie: null };
      const { session, user } = await lucia.validateSession(sessionId);
      if (!session || !user)
        return { user: null, sessionId: null, cookie: lucia.createBlankSessionCookie().serialize() };
      const cookie = session.fresh ? lucia.createSessionCookie(session.id).serialize() : null;
      return { user: { id: user.id, email: user.email, role: user.role }, sessionId: session.id, cookie };
    },
    async create(userId) {
      const session = await lucia.createSession(userId, {});
      return { sessionId: session.id, cookie: lucia.createSessionCookie(session.id).serialize() };
    },
    invalidate: (sessionId) => lucia.invalidateSession(sessionId),
    invalidateUser: (userId) => lucia.invalidateUserSessions(userId),
    blankCookie: () => lucia.createBlankSessionCookie().serialize(),
    deleteExpired: () => lucia.deleteExpiredSessions(),
  };
}
