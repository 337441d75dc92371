import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { CONTENT_TYPES, sqlList } from './enums';

/**
 * One row per visitor per item: the unique constraint makes "rating again
 * replaces the old value" safe under concurrency (INSERT ... ON CONFLICT).
 */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    contentType: text('content_type', { enum: CONTENT_TYPES }).notNull(),
    contentId: integer('content_id').notNull(),
    rating: smallint('rating').notNull(),
    userIdentifier: text('user_identifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ratings_content_type_check', sql.raw(`content_type IN (${sqlList(CONTENT_TYPES)})`)),
    check('ratings_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    unique('ratings_one_per_visitor').on(t.contentType, t.contentId, t.userIdentifier),
  ],
);

export type RatingRow = typeof ratings.$inferSelect;
