import { sql } from 'drizzle-orm';
import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The unique index that refuses a second 'Crianza' (or 'crianza', 'Críanza'); services read its name. */
export const CATEGORY_NAME_UNIQUE = 'categories_name_normalized_key';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Case- and accent-insensitive, like search (f_search_text: migrations/0001_search.sql).
  (t) => [uniqueIndex(CATEGORY_NAME_UNIQUE).on(sql`f_search_text(${t.name})`)],
);

export type CategoryRow = typeof categories.$inferSelect;
