import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who unsubscribed, without their address: an HMAC of the trimmed, lower-cased
 * address keyed by APP_SECRET (services/newsletter/unsubscribedAddresses.ts).
 * Unsubscribing deletes the subscriber; this row is what stops an import from
 * adding the address again. Nothing here yields an address: matching one needs
 * the address and APP_SECRET, which the database never holds.
 */
export const newsletterUnsubscribed = pgTable('newsletter_unsubscribed', {
  addressMac: text('address_mac').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
