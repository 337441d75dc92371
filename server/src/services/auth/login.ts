import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Database } from '../../db/client';
import { appError, badInput, tooManyRequests } from '../../graphql/errors';
import { hitThrottle, isThrottled, resetThrottle, type ThrottleRule } from '../throttle';
import { dummyPasswordHash, verifyPassword } from './passwords';
import type { SessionUser } from './types';

const WINDOW = 15 * 60;
export const LOGIN_PER_ACCOUNT: ThrottleRule = { bucket: 'login:account', limit: 5, windowSeconds: WINDOW };
export const LOGIN_PER_IP: ThrottleRule = { bucket: 'login:ip', limit: 20, windowSeconds: WINDOW };

export const LOGIN_FAILED_MESSAGE = 'Correo electrónico o contraseña incorrectos.';
export const LOGIN_THROTTLED_MESSAGE =
  'Demasiados intentos de inicio de sesión. Por favor, espera 15 minutos e inténtalo de nuevo.';

/**
 * Checks credentials. Every attempt on an account is counted before the
 * password is checked (so parallel attempts cannot slip past the limit) and a
 * success clears it; an IP is charged for failures only, so an office sharing
 * one address is not locked out by its own successful sign-ins.
 */
export async function authenticate(db: Database, email: string, password: string, ip: string): Promise<SessionUser> {
  const normalizedEmail = email.trim().toLowerCase();
  if (!normalizedEmail || !password)
    throw badInput('El correo electrónico y la contraseña son obligatorios.', normalizedEmail ? 'password' : 'email');
  if (await isThrottled(db, LOGIN_PER_IP, ip)) throw tooManyRequests(LOGIN_THROTTLED_MESSAGE);
  if (!(await hitThrottle(db, LOGIN_PER_ACCOUNT, normalizedEmail))) throw tooManyRequests(LOGIN_THROTTLED_MESSAGE);

  const [user] = await db.select().from(users).where(eq(users.email, normalizedEmail));
  // Verify against a dummy hash for unknown e-mails: same cost, no timing oracle.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) {
    await hitThrottle(db, LOGIN_PER_IP, ip);
    throw appError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
  }
  await resetThrottle(db, LOGIN_PER_ACCOUNT, normalizedEmail);
  return { id: user.id, email: user.email, role: user.role };
}
