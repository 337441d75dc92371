/**
 * Who unsubscribed, kept without the address (newsletter_unsubscribed): an
 * HMAC of the address keyed by APP_SECRET, so an import never adds again
 * someone who left, while the database (and every backup) still holds no
 * address of theirs. A new APP_SECRET forgets them, as it ends the links
 * already e-mailed (subscriberTokens.ts).
 */
import { createHmac } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { newsletterUnsubscribed } from '../../db/schema';

/** Addresses are trimmed and lower-cased before they get here, as newsletter_subscribers keeps them. */
export function addressMac(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribed:${email}`).digest('base64url');
}

export async function rememberUnsubscribed(db: DbExecutor, secret: string, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .insert(newsletterUnsubscribed)
    .values(emails.map((email) => ({ addressMac: addressMac(secret, email) })))
    .onConflictDoNothing();
}

/** Which of these addresses unsubscribed before (one query per call: callers pass a batch). */
export async function unsubscribedAmong(
  db: DbExecutor,
  secret: string,
  emails: readonly string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const byMac = new Map(emails.map((email) => [addressMac(secret, email), email]));
  const rows = await db
    .select({ mac: newsletterUnsubscribed.addressMac })
    .from(newsletterUnsubscribed)
    .where(inArray(newsletterUnsubscribed.addressMac, [...byMac.keys()]));
  return new Set(rows.map((row) => byMac.get(row.mac)!));
}
