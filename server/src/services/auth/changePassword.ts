/** 'Cambiar contraseña' in the admin: the current password proves it is her, and every other session ends. */
import { eq } from 'drizzle-orm';
import { newPasswordError, PASSWORD_MESSAGES } from '@crecer/domain/passwordRules';
import { users } from '../../db/schema';
import type { AppServices } from '../appServices';
import { badInput, tooManyRequests, unauthenticated } from '../shared/errors';
import { hitThrottle, isThrottled, logRefusal, type ThrottleRule } from '../visitors';
import { isGuessablePassword } from './guessablePasswords';
import type { SessionUser } from './sessionUser';
import { hashPassword, verifyPassword } from './passwords';

/** Wrong current passwords per account, as for sign-in: a stolen session cannot guess its way to the password. */
export const PASSWORD_CHANGE_FAILURES: ThrottleRule = {
  bucket: 'password-change:user',
  limit: 5,
  windowSeconds: 15 * 60,
};

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** Changes the password and returns the Set-Cookie of a fresh session that replaces every old one. */
export async function changePassword(
  services: Pick<AppServices, 'db' | 'sessions' | 'logger'>,
  user: SessionUser,
  change: PasswordChange,
): Promise<string> {
  const { currentPassword, newPassword } = change;
  if (!currentPassword) throw badInput(PASSWORD_MESSAGES.currentRequired, 'currentPassword');
  const ruleError = newPasswordError(newPassword);
  if (ruleError) throw badInput(ruleError, 'newPassword');
  if (newPassword === currentPassword) throw badInput(PASSWORD_MESSAGES.sameAsCurrent, 'newPassword');
  if (await isGuessablePassword(newPassword, user)) throw badInput(PASSWORD_MESSAGES.guessable, 'newPassword');
  const { db, sessions } = services;
  if (await isThrottled(db, PASSWORD_CHANGE_FAILURES, user.id)) {
    logRefusal(services.logger, PASSWORD_CHANGE_FAILURES, { userId: user.id });
    throw tooManyRequests(PASSWORD_MESSAGES.throttled);
  }

  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row) throw unauthenticated();
  if (!(await verifyPassword(row.passwordHash, currentPassword))) {
    await hitThrottle(db, PASSWORD_CHANGE_FAILURES, user.id);
    throw badInput(PASSWORD_MESSAGES.currentWrong, 'currentPassword');
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, user.id));
  await sessions.invalidateUser(user.id);
  const { cookie } = await sessions.create(user.id);
  return cookie;
}
