import { desc, eq } from 'drizzle-orm';
import {
  gameQuestions,
  puzzleWords,
  type GameQuestionRow,
  type GameTypeValue,
  type PuzzleWordRow,
} from '../../db/schema';
import type { DbExecutor } from '../../db/client';

export function listGameQuestions(db: DbExecutor, gameType: GameTypeValue): Promise<GameQuestionRow[]> {
  return db
    .select()
    .from(gameQuestions)
    .where(eq(gameQuestions.gameType, gameType))
    .orderBy(desc(gameQuestions.createdAt), desc(gameQuestions.id));
}

/** Newest first, as the spec reads them; the client picks one at random. */
export function listPuzzleWords(db: DbExecutor): Promise<PuzzleWordRow[]> {
  return db.select().from(puzzleWords).orderBy(desc(puzzleWords.createdAt), desc(puzzleWords.id));
}
