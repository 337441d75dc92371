import { bigint, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { CONTENT_STATUSES, CONTENT_TYPES, sqlList } from './enums';

/**
 * How many articles or guides there are per status, overall (category_id 0) and
 * per category, kept by triggers on articles and guides (migrations/0007_admin_lists.sql).
 * A list's total is then one row read, where count(*) read every matching row: at
 * 100,000 articles that was most of a public list request. The app never writes it.
 */
export const contentTotals = pgTable(
  'content_totals',
  {
    contentType: text('content_type', { enum: CONTENT_TYPES }).notNull(),
    status: text('status', { enum: CONTENT_STATUSES }).notNull(),
    /** 0: every category (and none); otherwise one category's rows. */
    categoryId: integer('category_id').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contentType, t.status, t.categoryId] }),
    check('content_totals_content_type_check', sql.raw(`content_type IN (${sqlList(CONTENT_TYPES)})`)),
  ],
);
