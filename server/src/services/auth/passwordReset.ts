/**
 * 'Olvidé mi contraseña': a single-use link, valid for 30 minutes, sent
 * through the urgent e-mail queue (so a mail server that is briefly down delays it
 * instead of losing it). The answer is the same whether or not the address
 * has an account; using the link sets the new password and ends every session.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import {
  emailShapeError,
  newPasswordError,
  PASSWORD_LIMITS,
  PASSWORD_MESSAGES,
  RESET_PASSWORD_PATH,
} from '@crecer/domain/passwordRules';
import { passwordResetTokens, users } from '../../db/schema';
import type { AppServices } from '../appServices';
import { badInput, serviceUnavailable, tooManyRequests } from '../shared/errors';
import { mailSettings, queueEmail, escapeHtml } from '../mail';
import { addressKey, hitThrottles, logRefusal, resetThrottle, type ThrottleRule } from '../visitors';
import { isGuessablePassword } from './guessablePasswords';
import { rememberAddress } from './knownAddresses';
import { LOGIN_PER_ACCOUNT } from './login';
import { hashPassword } from './passwords';

/** Enough for a forgetful owner, too few to flood her inbox or probe many addresses. */
export const RESET_PER_ADDRESS: ThrottleRule = { bucket: 'password-reset:address', limit: 5, windowSeconds: 60 * 60 };
export const RESET_PER_ACCOUNT: ThrottleRule = { bucket: 'password-reset:account', limit: 3, windowSeconds: 60 * 60 };

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function resetMail(link: string) {
  const minutes = PASSWORD_LIMITS.resetLinkMinutes;
  return {
    subject: 'Restablecer tu contraseña del panel de administración',
    text: [
      'Recibimos un pedido para restablecer la contraseña del panel de administración.',
      `Para elegir una nueva, abre este enlace (vence en ${minutes} minutos y sirve una sola vez):`,
      link,
      'Si no lo pediste tú, ignora este correo: tu contraseña no cambia.',
    ].join('\n\n'),
    html: [
      '<p>Recibimos un pedido para restablecer la contraseña del panel de administración.</p>',
      `<p><a href="${escapeHtml(link)}">Elegir una nueva contraseña</a></p>`,
      `<p>El enlace vence en ${minutes} minutos y sirve una sola vez. Si no funciona, copia esta dirección en el navegador:<br>${escapeHtml(link)}</p>`,
      '<p>Si no lo pediste tú, ignora este correo: tu contraseña no cambia.</p>',
    ].join('\n'),
  };
}

/** Queues a reset link for the account with this e-mail, if there is one; throws only for bad input, throttling or no mail set-up. */
export async function requestPasswordReset(
  services: Pick<AppServices, 'db' | 'config' | 'logger' | 'jobs' | 'mailer'>,
  email: string,
  address: string,
): Promise<void> {
  const shapeError = emailShapeError(email);
  if (shapeError) throw badInput(shapeError, 'email');
  const normalizedEmail = email.trim().toLowerCase();
  const { db, config } = services;
  const [addressAllowed, accountAllowed] = await hitThrottles(db, [
    [RESET_PER_ADDRESS, addressKey(address)],
    [RESET_PER_ACCOUNT, normalizedEmail],
  ]);
  if (!addressAllowed) {
    logRefusal(services.logger, RESET_PER_ADDRESS, { client: address, email: normalizedEmail });
    throw tooManyRequests(PASSWORD_MESSAGES.throttled);
  }
  if (!mailSettings(config)) throw serviceUnavailable(PASSWORD_MESSAGES.mailNotConfigured);
  // Past the per-account limit the answer stays the same, but no more mail goes to her inbox.
  if (!accountAllowed) {
    logRefusal(services.logger, RESET_PER_ACCOUNT, { client: address, email: normalizedEmail });
    return;
  }
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, normalizedEmail));
  if (!user) return;

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PASSWORD_LIMITS.resetLinkMinutes * 60_000);
  await db.transaction(async (tx) => {
    // Only the newest link works: asking again is how she recovers a lost mail.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.insert(passwordResetTokens).values({ tokenHash: hashResetToken(token), userId: user.id, expiresAt });
    await queueEmail(services, tx, {
      to: user.email,
      expiresAt,
      ...resetMail(`${config.publicUrl}${RESET_PASSWORD_PATH}#${token}`),
    });
  });
  services.logger.info({ userId: user.id }, 'password reset link queued');
}

/**
 * Sets the new password for a valid link, uses the link up and ends every
 * session of the account. The link proves it is her, so the address that used
 * it (`address`, the client address) becomes known to the account: past the
 * per-account login ceiling (login.ts) she can still sign in from there.
 */
export async function resetPassword(
  services: Pick<AppServices, 'db' | 'sessions' | 'logger'>,
  token: string,
  newPassword: string,
  address: string,
): Promise<void> {
  const ruleError = newPasswordError(newPassword);
  if (ruleError) throw badInput(ruleError, 'newPassword');
  // A real token is 43 characters; anything far longer is not worth hashing.
  if (!token || token.length > 256) throw badInput(PASSWORD_MESSAGES.resetLinkInvalid, 'token');
  const { db } = services;
  const usableLink = and(
    eq(passwordResetTokens.tokenHash, hashResetToken(token)),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );
  // Read, not used yet: a guessable password is refused with the link still good for a better one.
  const [owner] = await db
    .select({ email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(usableLink);
  if (!owner) throw badInput(PASSWORD_MESSAGES.resetLinkInvalid, 'token');
  if (await isGuessablePassword(newPassword, owner)) throw badInput(PASSWORD_MESSAGES.guessable, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  const user = await db.transaction(async (tx) => {
    // Deleting the row is what uses the link, so two submissions cannot both succeed.
    const [used] = await tx
      .delete(passwordResetTokens)
      .where(usableLink)
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    const [updated] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, email: users.email });
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, used.userId));
    return updated ?? null;
  });
  if (!user) throw badInput(PASSWORD_MESSAGES.resetLinkInvalid, 'token');
  // Whoever knew the old password is signed out everywhere; she, who proved the mailbox is hers, may sign in at
  // once, from this address even while a guesser keeps the account past its ceiling.
  await services.sessions.invalidateUser(user.id);
  await Promise.all([
    resetThrottle(db, LOGIN_PER_ACCOUNT, user.email),
    rememberAddress(db, user.email, addressKey(address)),
  ]);
  services.logger.info({ userId: user.id, client: address }, 'password reset through the e-mailed link');
}
