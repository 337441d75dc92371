import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { CATEGORY_POSITIONS, CONTENT_STATUSES, sqlList } from './enums';
import { users } from './users';

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitized HTML: the server cleans it when it is saved. */
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    views: integer('views').notNull().default(0),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    categoryPosition: text('category_position', { enum: CATEGORY_POSITIONS }).notNull().default('top-right'),
    isFeatured: boolean('is_featured').notNull().default(false),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('Borrador'),
    /** When a 'Programado' row becomes 'Publicado' (and its public date); null in every other status. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    showViews: boolean('show_views').notNull().default(true),
    showRatings: boolean('show_ratings').notNull().default(true),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Sum and count of this item's ratings, kept by a trigger on ratings
     * (migrations/0007_admin_lists.sql), so the statistics page sorts by average in
     * an index instead of aggregating every rating of every item per request.
     */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * The average shown and sorted on by the statistics page (one decimal, 0 when
     * unrated), kept by Postgres from the two columns above. Stored, so the rating
     * order's index holds plain columns and a deep page is an index-only scan.
     */
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(round(rating_sum::numeric / nullif(rating_count, 0), 1), 0)`),
    /**
     * Lower-cased, unaccented title and summary for search, kept by Postgres. Stored
     * rather than an expression index so rechecking a match reads text instead of
     * running unaccent() on every candidate row (f_search_text: migrations/0001_search.sql).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`f_search_text(title || ' ' || summary)`),
  },
  (t) => [
    check('articles_status_check', sql.raw(`status IN (${sqlList(CONTENT_STATUSES)})`)),
    // A schedule exactly when the row is scheduled, so the publisher never meets half of one.
    check('articles_scheduled_at_check', sql`(${t.status} = 'Programado') = (${t.scheduledAt} IS NOT NULL)`),
    check('articles_category_position_check', sql.raw(`category_position IN (${sqlList(CATEGORY_POSITIONS)})`)),
    check('articles_views_check', sql`${t.views} >= 0`),
    // Public pages: the id too, so a deep page skips rows in the index alone (index-only scan).
    // The publisher's due rows and the dashboard's next schedules, read in time order.
    index('articles_scheduled_at_idx')
      .on(t.scheduledAt)
      .where(sql`${t.scheduledAt} IS NOT NULL`),
    index('articles_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('articles_status_category_created_at_idx').on(t.status, t.categoryId, t.createdAt, t.id),
    // The sitemap's lastmod: the newest published row read from the index's end.
    index('articles_status_updated_at_idx').on(t.status, t.updatedAt),
    // Admin list and statistics orders (the title one is an expression index in
    // migrations/0007_admin_lists.sql): a page's ids are read in order from the index
    // alone, never sorted, so a deep OFFSET skips index entries, not rows.
    index('articles_created_at_idx').on(t.createdAt, t.id),
    index('articles_views_idx').on(t.views, t.id),
    index('articles_featured_views_idx').on(t.isFeatured, t.views, t.id),
    index('articles_rating_average_idx').on(t.ratingAverage, t.views, t.id),
    index('articles_category_id_idx').on(t.categoryId),
    // A stored file is deleted only when nothing shows it any more (services/media/images.ts).
    index('articles_image_url_idx').on(t.imageUrl),
    // Writes are rare (the owner's edits), so GIN's pending list (fastupdate) would
    // only make every search scan unmerged entries.
    index('articles_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('articles_featured_idx')
      .on(t.updatedAt)
      .where(sql`${t.isFeatured} AND ${t.status} = 'Publicado'`),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
