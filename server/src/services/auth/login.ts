/**
 * Sign-in with brute-force protection that cannot be turned against the
 * owner (the shape of Ghost's spam-prevention: failures counted per account
 * and client address, and per client address). Five attempts block that
 * address for that account, twenty failures block the address for every
 * account; other addresses, hers included, are untouched.
 *
 * Against a guesser spread over many addresses (an IPv6 /48 holds 65,536 /64s,
 * each a new address to addressKey), the account has an absolute ceiling:
 * LOGIN_PER_ACCOUNT attempts per 15 minutes from all addresses together. Past
 * it, an address the account has not proved itself from lately
 * (knownAddresses.ts) gets no attempt at all until the window ends, while her
 * known addresses keep their normal allowance, so strangers cannot lock her
 * out of a place she signs in from. Before, past a ceiling of 100 each new
 * address still had one try per window: unbounded, ~65,000 guesses per window
 * from one /48.
 *
 * The numbers: 20 attempts per 15 minutes is at most 1,920 guesses a day and
 * ~700,000 a year of sustained attack, under the million guesses a password
 * must withstand online (Florêncio, Herley and van Oorschot, "An
 * Administrator's Guide to Internet Password Research", 2014); 100 allowed 3.5
 * million. She alone never gets near it: her own typos stop at 5 per address,
 * and an attempt from a known address is let in whatever the count.
 *
 * The price is that during an attack her first sign-in from a new place (a
 * hotel) is refused. Two ways in remain: any place she has signed in from in
 * the last KNOWN_ADDRESS_DAYS, and 'Olvidé mi contraseña': the e-mailed link
 * proves it is her, so the address that uses it becomes known and the
 * account's count starts again (passwordReset.ts). She is told by e-mail when
 * the ceiling is reached (at most once per LOGIN_CEILING_NOTICE window, so a
 * day-long attack sends four mails, not 96) and whenever she signs in from an
 * address not known to the account (signInNotices.ts).
 *
 * Every address is counted by addressKey() (an IPv6 client by its /64).
 * Unknown and known e-mails take the same path, message and time. Each
 * failure and refusal is a warning line with the request id (the logger is the
 * request's, from the GraphQL context); the password never is.
 */
import { eq } from 'drizzle-orm';
import { emailShapeError } from '@crecer/domain/passwordRules';
import { users } from '../../db/schema';
import type { AppServices } from '../appServices';
import { appError, badInput, tooManyRequests } from '../shared/errors';
import {
  addressKey,
  countHits,
  hitThrottle,
  isThrottled,
  logRefusal,
  refundHit,
  resetThrottle,
  type ThrottleRule,
} from '../visitors';
import { isKnownAddress, KNOWN_ADDRESS_DAYS, rememberAddress } from './knownAddresses';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { queueCeilingNotice, queueNewAddressNotice } from './signInNotices';
import type { SessionUser } from './sessionUser';

export { KNOWN_ADDRESS_DAYS } from './knownAddresses';

const WINDOW = 15 * 60;
/** Attempts on one account from one address (a success clears them). */
export const LOGIN_PER_ACCOUNT_AND_ADDRESS: ThrottleRule = {
  bucket: 'login:account-address',
  limit: 5,
  windowSeconds: WINDOW,
};
/** Failures from one address, whatever the account. */
export const LOGIN_PER_ADDRESS: ThrottleRule = { bucket: 'login:address', limit: 20, windowSeconds: WINDOW };
/**
 * Guesses on one account from all addresses; past it, only addresses known to the account get any.
 * Every attempt is counted before its password is checked (parallel guesses cannot slip past) and a
 * successful one is taken back: the ceiling bounds wrong passwords, so the owner signing in from
 * her phone, her laptop and a hotel never spends it, nor sets off the e-mail that she is under attack.
 */
export const LOGIN_PER_ACCOUNT: ThrottleRule = { bucket: 'login:account', limit: 20, windowSeconds: WINDOW };
/** The e-mail telling her the ceiling was reached: once per 6 hours per account, however long the attack. */
export const LOGIN_CEILING_NOTICE: ThrottleRule = {
  bucket: 'login:ceiling-notice',
  limit: 1,
  windowSeconds: 6 * 60 * 60,
};

export const LOGIN_FAILED_MESSAGE = 'Correo electrónico o contraseña incorrectos.';
export const LOGIN_THROTTLED_MESSAGE =
  'Demasiados intentos de inicio de sesión. Por favor, espera 15 minutos e inténtalo de nuevo.';

type LoginServices = Pick<AppServices, 'db' | 'logger' | 'jobs' | 'mailer' | 'config'>;

interface Admission {
  /** The rule that refuses this attempt, or null when it may go ahead. */
  refusedBy: ThrottleRule | null;
  /** Whether this attempt is the first past the account's ceiling in its window (exactly one is). */
  passedCeiling: boolean;
}

/** Whether this attempt may go ahead; counts it against the account and the pair before the password is checked. */
async function admitAttempt(db: LoginServices['db'], email: string, address: string): Promise<Admission> {
  if (await isThrottled(db, LOGIN_PER_ADDRESS, address)) return { refusedBy: LOGIN_PER_ADDRESS, passedCeiling: false };
  // Counted before the password check, so parallel attempts cannot slip past the limits.
  const [pairHits = 0, accountHits = 0] = await countHits(db, [
    [LOGIN_PER_ACCOUNT_AND_ADDRESS, `${email}|${address}`],
    [LOGIN_PER_ACCOUNT, email],
  ]);
  // Each hit returns its own count, so exactly one attempt per window sees the ceiling passed.
  const passedCeiling = accountHits === LOGIN_PER_ACCOUNT.limit + 1;
  if (pairHits > LOGIN_PER_ACCOUNT_AND_ADDRESS.limit)
    return { refusedBy: LOGIN_PER_ACCOUNT_AND_ADDRESS, passedCeiling };
  if (accountHits <= LOGIN_PER_ACCOUNT.limit || (await isKnownAddress(db, email, address)))
    return { refusedBy: null, passedCeiling };
  return { refusedBy: LOGIN_PER_ACCOUNT, passedCeiling };
}

/** A warning line and, for a real account, the e-mail to its owner (once per LOGIN_CEILING_NOTICE window). */
async function noticeCeiling(services: LoginServices, email: string, client: string): Promise<void> {
  const { db, logger } = services;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.email, email));
  const notify = user !== undefined && (await hitThrottle(db, LOGIN_CEILING_NOTICE, email));
  if (notify) {
    await queueCeilingNotice(services, db, email, {
      limit: LOGIN_PER_ACCOUNT.limit,
      windowMinutes: LOGIN_PER_ACCOUNT.windowSeconds / 60,
      knownAddressDays: KNOWN_ADDRESS_DAYS,
    });
  }
  logger.warn(
    { email, client, limit: LOGIN_PER_ACCOUNT.limit, ownerNotified: notify },
    'login ceiling reached for an account: only its known addresses may sign in until the window ends',
  );
}

/** The e-mail as logged: what someone typed in the password box by mistake is not written down. */
function loggedEmail(normalizedEmail: string): string {
  return emailShapeError(normalizedEmail) === null ? normalizedEmail : '(not an e-mail address)';
}

/**
 * Checks credentials from a client address (the full address, as logged);
 * throws UNAUTHENTICATED or TOO_MANY_REQUESTS with the spec's messages.
 */
export async function authenticate(
  services: LoginServices,
  email: string,
  password: string,
  clientAddress: string,
): Promise<SessionUser> {
  const { db, logger } = services;
  const normalizedEmail = email.trim().toLowerCase();
  const address = addressKey(clientAddress);
  if (!normalizedEmail || !password)
    throw badInput('El correo electrónico y la contraseña son obligatorios.', normalizedEmail ? 'password' : 'email');
  const who = { email: loggedEmail(normalizedEmail), client: clientAddress };
  const { refusedBy, passedCeiling } = await admitAttempt(db, normalizedEmail, address);
  if (passedCeiling) await noticeCeiling(services, normalizedEmail, clientAddress);
  if (refusedBy) {
    logRefusal(logger, refusedBy, who);
    throw tooManyRequests(LOGIN_THROTTLED_MESSAGE);
  }

  const [user] = await db.select().from(users).where(eq(users.email, normalizedEmail));
  // Verify against a dummy hash for unknown e-mails: same cost, no timing oracle.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) {
    // An address is charged for failures only, so an office sharing one is not locked out by its own sign-ins.
    await hitThrottle(db, LOGIN_PER_ADDRESS, address);
    logger.warn({ ...who, accountExists: user !== undefined }, 'login failed');
    throw appError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
  }
  const newAddress = !(await isKnownAddress(db, normalizedEmail, address));
  await Promise.all([
    resetThrottle(db, LOGIN_PER_ACCOUNT_AND_ADDRESS, `${normalizedEmail}|${address}`),
    refundHit(db, LOGIN_PER_ACCOUNT, normalizedEmail),
    rememberAddress(db, normalizedEmail, address),
  ]);
  if (newAddress) await queueNewAddressNotice(services, db, user.email, clientAddress, new Date());
  logger.info({ userId: user.id, client: clientAddress, newAddress }, 'signed in');
  return { id: user.id, email: user.email, role: user.role };
}
