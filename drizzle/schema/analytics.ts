import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Visits per day, kept as daily totals only (services/analytics/). One row per
 * day and page: scope 'site' (the whole site), 'article:<id>', 'guide:<id>'
 * or 'page:<path>' (home, lists, games). Views follow the public counter's
 * rules; visitors are distinct daily visitor hashes (analytics_visitors).
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    scope: text('scope').notNull(),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.scope] }),
    // The whole site's days (scope 'site') read without the day's per-page rows.
    index('analytics_daily_scope_day').on(t.scope, t.day),
  ],
);

/**
 * Arrivals per day by where they came from: the referrer grouped into a name
 * (WhatsApp, Google, …, 'Directo') and the page address's utm_source and
 * utm_campaign ('' when absent). Visits are distinct visitors per day and source.
 */
export const analyticsSources = pgTable(
  'analytics_sources',
  {
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    utmSource: text('utm_source').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.utmSource, t.utmCampaign] })],
);

/**
 * Who was counted today, as salted hashes of the client address: only to count
 * a visitor once per day and scope. Deleted after 48 hours by housekeeping,
 * with the day's salt, so no hash can be tied to an address afterwards.
 */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    scope: text('scope').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.scope, t.visitorHash] })],
);

/** One random salt per day, shared by every instance; deleted with the day's hashes. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Site searches per day and normalised term (lower case, no accents, single
 * spaces): how often it was searched, how many of those searches showed the
 * visitor nothing on the list searched (`missed`), and how many results it had
 * when last counted that day. 'Búsquedas sin resultados' reads `missed`: a
 * term that found articles but no guides counts only its guide searches there.
 */
export const analyticsSearches = pgTable(
  'analytics_searches',
  {
    day: date('day', { mode: 'string' }).notNull(),
    term: text('term').notNull(),
    searches: integer('searches').notNull().default(0),
    missed: integer('missed').notNull().default(0),
    results: integer('results').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.term] })],
);

/**
 * Goals reached per day: games started and finished (subject: the game),
 * a paid guide's 'Comprar' clicks and approved purchases, a free guide's
 * downloads (subject: the guide's id), newsletter confirmations and
 * unsubscribes (subject ''). Only counts; never who.
 */
export const analyticsGoals = pgTable(
  'analytics_goals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    goal: text('goal').notNull(),
    subject: text('subject').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.goal, t.subject] }),
    // A goal's rows read without the other goals' (games, newsletter weeks), and
    // the exact totals of the guides a report shows.
    index('analytics_goals_goal_subject_day').on(t.goal, t.subject, t.day),
  ],
);

/**
 * Each closed day's leaders, so a report over months reads a few rows a day
 * instead of every item read that day (services/analytics/dayTops.ts): per
 * list ('content', 'source', 'campaign', …) the day's top keys with their
 * value (views or visits) and second value (visitors, or 0). A row with list
 * '*' and key '' marks a day as rolled up. Backed up with the daily tables
 * it is read beside.
 */
export const analyticsDayTops = pgTable(
  'analytics_day_tops',
  {
    list: text('list').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    value: integer('value').notNull().default(0),
    extra: integer('extra').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.list, t.day, t.key] })],
);
