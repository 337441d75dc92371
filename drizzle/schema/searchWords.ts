import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** The word is in the title too (not only the summary): the statistics' title search. */
    inTitle: boolean('in_title').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.wordId] }),
    // Category and status last: not for ordering, but so a search within a category, or of
    // published articles only, is filtered in the index too.
    index('article_words_word_created_at_idx').on(t.wordId, t.createdAt, t.articleId, t.categoryId, t.status),
    // The title's words alone, so a title search counts its matches in a small index.
    index('article_words_title_idx')
      .on(t.wordId, t.createdAt, t.articleId)
      .where(sql`${t.inTitle}`),
  ],
);

/**
 * Every pair of neighbouring words of an article's search_text that only one space
 * separates ('la familia'), once. A two-word search ('la familia') lies inside one
 * such pair of what it matches (the first word's end, the space, the second word's
 * start), as a one-word search lies inside one word: its matches and their number are
 * read from article_phrases' index instead of rechecking every candidate row. Kept by
 * the trigger in migrations/0015_bigsite_search.sql; the app never writes it.
 */
export const searchPhrases = pgTable(
  'search_phrases',
  {
    id: serial('id').primaryKey(),
    phrase: text('phrase').notNull().unique(),
  },
  (t) => [index('search_phrases_phrase_trgm_idx').using('gin', t.phrase.op('gin_trgm_ops'))],
);

/** Which article holds which pair, with the columns a search page filters and sorts on (as article_words). */
export const articlePhrases = pgTable(
  'article_phrases',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    phraseId: integer('phrase_id')
      .notNull()
      .references(() => searchPhrases.id),
    categoryId: integer('category_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: CONTENT_STATUSES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.phraseId] }),
    index('article_phrases_phrase_created_at_idx').on(t.phraseId, t.createdAt, t.articleId, t.categoryId, t.status),
  ],
);

/**
 * How many entries each word (search_word_totals) and each word pair
 * (search_phrase_totals) has in the index, per article status: an admin search
 * for 'familia' (a third of 100,000 articles) reads its exact total here instead
 * of counting 33,000 index entries. Kept by the statement triggers of
 * migrations/0018_search_entry_totals.sql on article_words and article_phrases;
 * the app never writes them.
 */
export const searchWordTotals = pgTable(
  'search_word_totals',
  {
    wordId: integer('word_id')
      .notNull()
      .references(() => searchWords.id),
    status: text('status', { enum: CONTENT_STATUSES }).notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.wordId, t.status] })],
);

export const searchPhraseTotals = pgTable(
  'search_phrase_totals',
  {
    phraseId: integer('phrase_id')
      .notNull()
      .references(() => searchPhrases.id),
    status: text('status', { enum: CONTENT_STATUSES }).notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.phraseId, t.status] })],
);
