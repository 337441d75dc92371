import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { categories } from './categories';
import { sqlList } from './enums';
import { guides } from './guides';

/**
 * The demo articles, guides and categories the seed wrote (services/seed/), one row
 * each, so 'Quitar contenido de ejemplo' removes exactly those and never one of hers.
 * A row goes with its item (ON DELETE CASCADE), so a marker never outlives it and
 * can never name a later item that reused nothing but an id.
 */
export const demoItems = pgTable(
  'demo_items',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .unique()
      .references(() => articles.id, { onDelete: 'cascade' }),
    guideId: integer('guide_id')
      .unique()
      .references(() => guides.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .unique()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [check('demo_items_one_item', sql`num_nonnulls(${t.articleId}, ${t.guideId}, ${t.categoryId}) = 1`)],
);

export const DEMO_LOG_ACTIONS = ['seeded', 'removed'] as const;

/**
 * Each time the demo content was seeded or removed, with what it counted. Start-up
 * seeds the demo only into a database that never had it (no row here), so a restart
 * never brings back what she removed, with the button or one by one.
 */
export const demoContentLog = pgTable(
  'demo_content_log',
  {
    id: serial('id').primaryKey(),
    action: text('action', { enum: DEMO_LOG_ACTIONS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    articles: integer('articles').notNull().default(0),
    guides: integer('guides').notNull().default(0),
    categories: integer('categories').notNull().default(0),
    siteImages: integer('site_images').notNull().default(0),
  },
  (t) => [check('demo_content_log_action_check', sql.raw(`${t.action.name} IN (${sqlList(DEMO_LOG_ACTIONS)})`))],
);

export type DemoItemRow = typeof demoItems.$inferSelect;
