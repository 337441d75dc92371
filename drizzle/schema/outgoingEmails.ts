import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES, sqlList } from './enums';

/**
 * E-mails the site sends to someone other than the owner's inbox (today the
 * password-reset link). Delivered by the same outbox pass as contact messages,
 * with the same delivery columns, so a mail server that is briefly down delays
 * them instead of losing them. A body may hold a credential: the outbox blanks
 * it once the mail is sent or given up, and never sends it after expires_at.
 */
export const outgoingEmails = pgTable(
  'outgoing_emails',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deliveryStatus: text('delivery_status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Sent before any bulk mail (a reset link, a sign-in alert, her own test): the job
     * queue it goes through (mail/outgoingEmails.ts). False for newsletter confirmations.
     */
    urgent: boolean('urgent').notNull().default(true),
  },
  (t) => [
    check('outgoing_emails_delivery_status_check', sql.raw(`delivery_status IN (${sqlList(DELIVERY_STATUSES)})`)),
    index('outgoing_emails_outbox_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveryStatus} = 'pending'`),
  ],
);

export type OutgoingEmailRow = typeof outgoingEmails.$inferSelect;
