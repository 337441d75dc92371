import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { users, type UserRoleValue } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { PASSWORD_LIMITS } from '@crecer/domain/passwordRules';
import { hashPassword } from './passwords';

/** Creates the account or, when the e-mail exists, resets its password and role. */
export async function upsertUser(
  db: DbExecutor,
  email: string,
  password: string,
  role: UserRoleValue = 'admin',
): Promise<{ id: string; created: boolean }> {
  const normalizedEmail = email.trim().toLowerCase();
  if (password.length < PASSWORD_LIMITS.min)
    throw new Error(`The password must have at least ${PASSWORD_LIMITS.min} characters`);
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalizedEmail));
  if (existing) {
    await db.update(users).set({ passwordHash, role }).where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const id = randomUUID();
  await db.insert(users).values({ id, email: normalizedEmail, passwordHash, role });
  return { id, created: true };
}

/**
 * Creates the account unless the e-mail already has one, which is left exactly as it
 * is (password and role): start-up uses it, so a password she changed is never
 * overwritten by ADMIN_PASSWORD. Concurrent starts are safe (the e-mail is unique).
 */
export async function createUserIfMissing(
  db: DbExecutor,
  email: string,
  password: string,
  role: UserRoleValue = 'admin',
): Promise<{ created: boolean }> {
  const normalizedEmail = email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalizedEmail));
  if (existing) return { created: false };
  if (password.length < PASSWORD_LIMITS.min)
    throw new Error(`The password must have at least ${PASSWORD_LIMITS.min} characters`);
  const passwordHash = await hashPassword(password);
  const inserted = await db
    .insert(users)
    .values({ id: randomUUID(), email: normalizedEmail, passwordHash, role })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return { created: inserted.length > 0 };
}

export async function countUsers(db: DbExecutor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
