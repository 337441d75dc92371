/**
 * Sign-in with brute-force protection that cannot be turned against the
 * owner (the shape of Ghost's spam-prevention: failures counted per account
 * and client address, and per client address). Five attempts block that
 * address for that account, twenty failures block the address for every
 * account; other addresses, hers included, are untouched.
 *
 * Against a guesser spread over many addresses, a generous per-account ceiling
 * slows the guesser down without refusing anyone outright: past it, an address
 * the account has not signed in from lately gets one attempt per window
 * instead of five, so the owner's first attempt from a new address (a hotel,
 * her phone) is still checked and succeeds with the right password, while
 * each of the guesser's addresses is worth a fifth of the tries. Addresses she
 * has signed in from keep their normal allowance.
 *
 * Every address is counted by addressKey() (an IPv6 client by its /64).
 * Unknown and known e-mails take the same path, message and time.
 */
import { and, eq, sql } from 'drizzle-orm';
import { loginAddresses, users } from '../../db/schema';
import type { Database } from '../../db/client';
import { appError, badInput, tooManyRequests } from '../errors';
import { addressKey } from '../addressKey';
import { countHits, hitThrottle, isThrottled, resetThrottle, type ThrottleRule } from '../throttle';
import { dummyPasswordHash, verifyPassword } from './passwords';
import type { SessionUser } from './types';

const WINDOW = 15 * 60;
/** Attempts on one account from one address (a success clears them). */
export const LOGIN_PER_ACCOUNT_AND_ADDRESS: ThrottleRule = {
  bucket: 'login:account-address',
  limit: 5,
  windowSeconds: WINDOW,
};
/** Failures from one address, whatever the account. */
export const LOGIN_PER_ADDRESS: ThrottleRule = { bucket: 'login:address', limit: 20, windowSeconds: WINDOW };
/** Attempts on one account from all addresses; past it, unknown addresses get LOGIN_PAST_CEILING_PER_NEW_ADDRESS. */
export const LOGIN_PER_ACCOUNT: ThrottleRule = { bucket: 'login:account', limit: 100, windowSeconds: WINDOW };
/**
 * Attempts on one account from one address it has not signed in from lately,
 * per LOGIN_PER_ACCOUNT_AND_ADDRESS window, while the account is past
 * LOGIN_PER_ACCOUNT: one, so the owner's first try from a new address is checked.
 */
export const LOGIN_PAST_CEILING_PER_NEW_ADDRESS = 1;
/** How long a successful sign-in keeps its address known to the account. */
export const KNOWN_ADDRESS_DAYS = 90;

export const LOGIN_FAILED_MESSAGE = 'Correo electrónico o contraseña incorrectos.';
export const LOGIN_THROTTLED_MESSAGE =
  'Demasiados intentos de inicio de sesión. Por favor, espera 15 minutos e inténtalo de nuevo.';

async function isKnownAddress(db: Database, email: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ email: loginAddresses.email })
    .from(loginAddresses)
    .where(
      and(
        eq(loginAddresses.email, email),
        eq(loginAddresses.address, address),
        sql`${loginAddresses.lastSignedInAt} >= now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`,
      ),
    );
  return row !== undefined;
}

async function rememberAddress(db: Database, email: string, address: string): Promise<void> {
  await db
    .insert(loginAddresses)
    .values({ email, address })
    .onConflictDoUpdate({
      target: [loginAddresses.email, loginAddresses.address],
      set: { lastSignedInAt: sql`now()` },
    });
}

/** Whether this attempt may go ahead; counts it against the account and the pair before the password is checked. */
async function admitAttempt(db: Database, email: string, address: string): Promise<boolean> {
  if (await isThrottled(db, LOGIN_PER_ADDRESS, address)) return false;
  // Counted before the password check, so parallel attempts cannot slip past the limits.
  const [pairHits = 0, accountHits = 0] = await countHits(db, [
    [LOGIN_PER_ACCOUNT_AND_ADDRESS, `${email}|${address}`],
    [LOGIN_PER_ACCOUNT, email],
  ]);
  if (pairHits > LOGIN_PER_ACCOUNT_AND_ADDRESS.limit) return false;
  if (accountHits <= LOGIN_PER_ACCOUNT.limit || pairHits <= LOGIN_PAST_CEILING_PER_NEW_ADDRESS) return true;
  return isKnownAddress(db, email, address);
}

/** Checks credentials from a client address; throws UNAUTHENTICATED or TOO_MANY_REQUESTS with the spec's messages. */
export async function authenticate(
  db: Database,
  email: string,
  password: string,
  clientAddress: string,
): Promise<SessionUser> {
  const normalizedEmail = email.trim().toLowerCase();
  const address = addressKey(clientAddress);
  if (!normalizedEmail || !password)
    throw badInput('El correo electrónico y la contraseña son obligatorios.', normalizedEmail ? 'password' : 'email');
  if (!(await admitAttempt(db, normalizedEmail, address))) throw tooManyRequests(LOGIN_THROTTLED_MESSAGE);

  const [user] = await db.select().from(users).where(eq(users.email, normalizedEmail));
  // Verify against a dummy hash for unknown e-mails: same cost, no timing oracle.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) {
    // An address is charged for failures only, so an office sharing one is not locked out by its own sign-ins.
    await hitThrottle(db, LOGIN_PER_ADDRESS, address);
    throw appError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
  }
  await Promise.all([
    resetThrottle(db, LOGIN_PER_ACCOUNT_AND_ADDRESS, `${normalizedEmail}|${address}`),
    rememberAddress(db, normalizedEmail, address),
  ]);
  return { id: user.id, email: user.email, role: user.role };
}
