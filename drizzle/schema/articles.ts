import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    showViews: boolean('show_views').notNull().default(true),
    showRatings: boolean('show_ratings').notNull().default(true),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('articles_status_check', sql.raw(`status IN (${sqlList(CONTENT_STATUSES)})`)),
    check('articles_category_position_check', sql.raw(`category_position IN (${sqlList(CATEGORY_POSITIONS)})`)),
    check('articles_views_check', sql`${t.views} >= 0`),
    index('articles_status_created_at_idx').on(t.status, t.createdAt),
    index('articles_category_id_idx').on(t.categoryId),
    index('articles_featured_idx')
      .on(t.updatedAt)
      .where(sql`${t.isFeatured} AND ${t.status} = 'Publicado'`),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
