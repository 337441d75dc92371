/**
 * The only file that knows about lucia (in maintenance mode upstream): to swap
 * the session library, rewrite this module and keep its exports.
 *
 * Ids at rest are hashed, as lucia's own guide now advises: the cookie carries
 * a random token (25 random bytes, lucia's generateIdFromEntropySize) and the
 * sessions table keys the session by the token's SHA-256 only, which lucia v3
 * takes as the id (createSession's `sessionId` option, validateSession and
 * invalidateSession look rows up by it). A copy of the table (a leaked
 * database, a backup) therefore signs no one in. The cookie is written from
 * the token, never from session.id. Sessions made before (the cookie's value
 * was the id) were hashed in place by a migration, so they stay valid.
 */
import { createHash } from 'node:crypto';
import { DrizzlePostgreSQLAdapter } from '@lucia-auth/adapter-drizzle';
import { generateIdFromEntropySize, Lucia, TimeSpan } from 'lucia';
import { sessions, users, type UserRoleValue } from '../../db/schema';
import type { Database } from '../../db/client';
import type { SessionUser } from './sessionUser';

export const SESSION_COOKIE = 'cef_session';

/** How long a session lasts unused (sliding: lucia extends one used in its second half). */
export const SESSION_DAYS = 14;

function createLucia(db: Database, secureCookies: boolean) {
  const adapter = new DrizzlePostgreSQLAdapter(db, sessions, users);
  return new Lucia(adapter, {
    sessionExpiresIn: new TimeSpan(SESSION_DAYS, 'd'),
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

/** The stored id of the session a cookie token names: its SHA-256, hex (the migration computes the same in SQL). */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionValidation {
  user: SessionUser | null;
  /** The stored (hashed) id: what invalidate() takes. */
  sessionId: string | null;
  /** A Set-Cookie value to send back (refreshed or cleared cookie), if any. */
  cookie: string | null;
}

export interface SessionStore {
  cookieName: string;
  /** Looks up the session a cookie's token names. */
  validate(token: string | undefined): Promise<SessionValidation>;
  /** Creates a brand-new session (new token: no fixation) and returns its stored id and cookie. */
  create(userId: string): Promise<{ sessionId: string; cookie: string }>;
  /** Ends a session by its stored id (SessionValidation.sessionId). */
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
    async validate(token) {
      if (!token) return { user: null, sessionId: null, cookie: null };
      const { session, user } = await lucia.validateSession(sessionIdOf(token));
      if (!session || !user)
        return { user: null, sessionId: null, cookie: lucia.createBlankSessionCookie().serialize() };
      // A refreshed expiry is sent back with the same token (the cookie never holds the stored id).
      const cookie = session.fresh ? lucia.createSessionCookie(token).serialize() : null;
      return { user: { id: user.id, email: user.email, role: user.role }, sessionId: session.id, cookie };
    },
    async create(userId) {
      const token = generateIdFromEntropySize(25);
      const session = await lucia.createSession(userId, {}, { sessionId: sessionIdOf(token) });
      return { sessionId: session.id, cookie: lucia.createSessionCookie(token).serialize() };
    },
    invalidate: (sessionId) => lucia.invalidateSession(sessionId),
    invalidateUser: (userId) => lucia.invalidateUserSessions(userId),
    blankCookie: () => lucia.createBlankSessionCookie().serialize(),
    deleteExpired: () => lucia.deleteExpiredSessions(),
  };
}
