import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every app instance (login failures, contact
 * messages, ratings). Kept in Postgres so the app servers stay stateless.
 */
export const throttles = pgTable(
  'throttles',
  {
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    hits: integer('hits').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.subject] })],
);

/** Server-side view de-duplication: one counted view per visitor per item per window. */
export const contentViews = pgTable(
  'content_views',
  {
    contentType: text('content_type').notNull(),
    contentId: integer('content_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contentType, t.contentId, t.visitorId] })],
);

/**
 * Addresses an account has signed in from lately. When many addresses guess
 * one account's password, the account's ceiling refuses new addresses but
 * not these, so a distributed guesser cannot lock the owner out of her own.
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);
