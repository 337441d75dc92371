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
 * Addresses an account has signed in from lately (as addressKey() keys them:
 * an IPv6 client by its /64). When many addresses guess one account's
 * password, past the account's ceiling a new address gets one attempt per
 * window but these keep the normal allowance (services/auth/login.ts).
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
