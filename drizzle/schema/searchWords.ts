import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { CONTENT_STATUSES } from './enums';

/**
 * Every word of an article's title and summary (as its search_text
 * spells it: lower-cased, unaccented), once. A visitor's one-word search finds
 * the words containing it here, a few thousand rows at most, instead of
 * scanning every article. Kept by the trigger in migrations/0005_search_words.sql;
 * the app never writes it.
 */
export const searchWords = pgTable(
  'search_words',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull().unique(),
  },
  (t) => [index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/**
 * Which article holds which word, with the columns a search page filters and
 * sorts on, so the page and its total are read from the index alone (no visit
 * to the articles' rows until the ones shown). Every status is indexed: the
 * public search keeps the published entries, the admin's search reads them all.
 */
export const articleWords = pgTable(
  'article_words',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    wordId: integer('word_id')
      .notNull()
      .references(() => searchWords.id),
    categoryId: integer('category_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: CONTENT_STATUSES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.wordId] }),
    // Category and status last: not for ordering, but so a search within a category, or of
    // published articles only, is filtered in the index too.
    index('article_words_word_created_at_idx').on(t.wordId, t.createdAt, t.articleId, t.categoryId, t.status),
  ],
);
