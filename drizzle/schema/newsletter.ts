import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { CAMPAIGN_STATES, NEWSLETTER_DELIVERY_STATUSES, SUBSCRIBER_STATUSES, sqlList } from './enums';

/**
 * Addresses that asked for new articles by e-mail (services/newsletter/).
 * Personal data kept to the minimum: the address, its state and two dates.
 * Unsubscribing deletes the row (and its deliveries); an address never
 * confirmed is deleted after a week (housekeeping).
 *
 * No link's secret is stored as it is (services/newsletter/subscriberTokens.ts):
 * the confirmation token is random and only its SHA-256 is kept; the
 * unsubscribe token is derived from APP_SECRET, which the database never holds.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and lower-cased, so one inbox is one subscriber. */
    email: text('email').notNull(),
    status: text('status', { enum: SUBSCRIBER_STATUSES }).notNull().default('pendiente'),
    /** SHA-256 (hex) of the newest confirmation e-mail's token; null until that e-mail is composed. */
    confirmTokenHash: text('confirm_token_hash'),
    /**
     * SHA-256 (hex) of the single token of a subscription made before migration 0023, so the
     * unsubscribe links of the e-mails sent before then keep working. Null for newer ones.
     */
    legacyTokenHash: text('legacy_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    unique('newsletter_subscribers_email_key').on(t.email),
    unique('newsletter_subscribers_confirm_token_hash_key').on(t.confirmTokenHash),
    unique('newsletter_subscribers_legacy_token_hash_key').on(t.legacyTokenHash),
    check('newsletter_subscribers_status_check', sql.raw(`status IN (${sqlList(SUBSCRIBER_STATUSES)})`)),
    index('newsletter_subscribers_created_at_idx').on(t.createdAt, t.id),
    // The admin's search matches part of an address (ILIKE '%term%').
    index('newsletter_subscribers_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/**
 * Subscribers per status, kept by a trigger on newsletter_subscribers
 * (migrations/0021_newsletter.sql), so the admin list's totals are two rows
 * read instead of a count over every address. The app never writes it.
 */
export const newsletterTotals = pgTable(
  'newsletter_totals',
  {
    status: text('status', { enum: SUBSCRIBER_STATUSES }).primaryKey(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  () => [check('newsletter_totals_status_check', sql.raw(`status IN (${sqlList(SUBSCRIBER_STATUSES)})`))],
);

/**
 * One article's e-mail to the subscribers: at most one per article (the
 * unique article_id is what makes 'Enviar a suscriptores' safe to press
 * twice). Its subject and bodies are fixed when sending starts, so every
 * subscriber gets the same e-mail; sent and failed count the deliveries,
 * updated in the statement that records each one.
 */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while the campaign waits for its scheduled article to go public. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    subject: text('subject'),
    /** Bodies with UNSUBSCRIBE_PLACEHOLDER where each subscriber's own link goes. */
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    total: integer('total').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** What she sees and controls: waiting for the article, sending, paused, cancelled. */
    state: text('state', { enum: CAMPAIGN_STATES }).notNull().default('waiting'),
    /**
     * When the last of its queued e-mails is due to go: each delivery job is queued at its
     * own moment of the NEWSLETTER_PER_MINUTE rate (newsletter/deliveryJobs.ts), and a
     * campaign that starts while another is sending queues after it.
     */
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
    /** Bumped on every resume and retry, so the jobs queued then get new ids (the old ones are spent). */
    generation: integer('generation').notNull().default(0),
  },
  (t) => [
    unique('newsletter_campaigns_article_id_key').on(t.articleId),
    check('newsletter_campaigns_state_check', sql.raw(`state IN (${sqlList(CAMPAIGN_STATES)})`)),
    index('newsletter_campaigns_created_at_idx').on(t.createdAt, t.id),
    index('newsletter_campaigns_waiting_idx')
      .on(t.articleId)
      .where(sql`${t.startedAt} IS NULL`),
  ],
);

/**
 * One e-mail of a campaign to one subscriber: the unique pair is what sends it
 * at most once. Delivered by the outbox pass (mail/outbox.ts) with the same
 * delivery columns as the other queues.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    deliveryStatus: text('delivery_status', { enum: NEWSLETTER_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('newsletter_deliveries_campaign_subscriber_key').on(t.campaignId, t.subscriberId),
    check(
      'newsletter_deliveries_delivery_status_check',
      sql.raw(`delivery_status IN (${sqlList(NEWSLETTER_DELIVERY_STATUSES)})`),
    ),
    index('newsletter_deliveries_subscriber_idx').on(t.subscriberId),
    index('newsletter_deliveries_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.deliveryStatus} = 'pending'`),
    /** Pausing, resuming, cancelling and the admin's progress read one campaign's rows by state. */
    index('newsletter_deliveries_campaign_status_idx').on(t.campaignId, t.deliveryStatus),
  ],
);

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type NewsletterCampaignRow = typeof newsletterCampaigns.$inferSelect;
