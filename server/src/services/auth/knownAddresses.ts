/**
 * The addresses an account has proved itself from lately: a successful
 * sign-in, or a password set through the e-mailed reset link. Counted by
 * addressKey() (an IPv6 client by its /64), as every throttle is. Past the
 * per-account ceiling these are the only addresses still let in (login.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { loginAddresses } from '../../db/schema';
import type { DbExecutor } from '../../db/client';

/** How long proving herself from an address keeps it known to the account. */
export const KNOWN_ADDRESS_DAYS = 90;

/** Whether the account has proved itself from this address (an addressKey) within KNOWN_ADDRESS_DAYS. */
export async function isKnownAddress(db: DbExecutor, email: string, address: string): Promise<boolean> {
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

/** Records that the account proved itself from this address (an addressKey) now. */
export async function rememberAddress(db: DbExecutor, email: string, address: string): Promise<void> {
  await db
    .insert(loginAddresses)
    .values({ email, address })
    .onConflictDoUpdate({
      target: [loginAddresses.email, loginAddresses.address],
      set: { lastSignedInAt: sql`now()` },
    });
}
