import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { GAME_TYPES, sqlList } from './enums';

export const gameQuestions = pgTable(
  'game_questions',
  {
    id: serial('id').primaryKey(),
    gameType: text('game_type', { enum: GAME_TYPES }).notNull(),
    text: text('text').notNull(),
    /** Only meaningful for VERDADERO_FALSO; NULL for every other game. */
    isTrue: boolean('is_true'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('game_questions_game_type_check', sql.raw(`game_type IN (${sqlList(GAME_TYPES)})`)),
    check('game_questions_is_true_check', sql`(${t.gameType} = 'VERDADERO_FALSO') = (${t.isTrue} IS NOT NULL)`),
    index('game_questions_game_type_idx').on(t.gameType, t.createdAt),
  ],
);

/** Refuses the same puzzle word twice (words are A-Z only, so case and accents cannot differ). */
export const PUZZLE_WORD_UNIQUE = 'puzzle_words_word_key';

export const puzzleWords = pgTable(
  'puzzle_words',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull(),
    activityDescription: text('activity_description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('puzzle_words_word_check', sql`${t.word} ~ '^[A-Z]{1,15}$'`), unique(PUZZLE_WORD_UNIQUE).on(t.word)],
);

export type GameQuestionRow = typeof gameQuestions.$inferSelect;
export type PuzzleWordRow = typeof puzzleWords.$inferSelect;
