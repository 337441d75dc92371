import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES, sqlList } from './enums';

/**
 * Contact messages are stored before anything else, so nothing is lost; the
 * delivery columns make this table the e-mail outbox as well.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deliveryStatus: text('delivery_status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('contact_messages_delivery_status_check', sql.raw(`delivery_status IN (${sqlList(DELIVERY_STATUSES)})`)),
    index('contact_messages_created_at_idx').on(t.createdAt),
    index('contact_messages_outbox_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveryStatus} = 'pending'`),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
