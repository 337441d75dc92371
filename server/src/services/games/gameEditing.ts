import { fieldErrors } from '@crecer/domain/ruleKit';
import { gameQuestionRules, normalizePuzzleWord, puzzleWordRules } from '@crecer/domain/gameRules';
import { desc, eq } from 'drizzle-orm';
import {
  gameQuestions,
  PUZZLE_WORD_UNIQUE,
  puzzleWords,
  type GameQuestionRow,
  type GameTypeValue,
  type PuzzleWordRow,
} from '../../db/schema';
import type { AppServices } from '../appServices';
import { badInput, notFound } from '../shared/errors';
import { parseId } from '../shared/ids';
import { withUniqueName } from '../shared/uniqueNames';
import { throwIfInvalid } from '../shared/validation';

export interface GameQuestionInputData {
  gameType?: GameTypeValue | null;
  text: string;
  isTrue?: boolean | null;
}

export function listQuestionsForAdmin(
  services: AppServices,
  gameType?: GameTypeValue | null,
): Promise<GameQuestionRow[]> {
  return services.db
    .select()
    .from(gameQuestions)
    .where(gameType ? eq(gameQuestions.gameType, gameType) : undefined)
    .orderBy(desc(gameQuestions.createdAt), desc(gameQuestions.id));
}

export async function findQuestion(services: AppServices, rawId: string): Promise<GameQuestionRow | null> {
  const [row] = await services.db
    .select()
    .from(gameQuestions)
    .where(eq(gameQuestions.id, parseId(rawId)));
  return row ?? null;
}

export async function saveQuestion(
  services: AppServices,
  input: GameQuestionInputData,
  rawId?: string,
): Promise<GameQuestionRow> {
  const text = input.text?.trim() ?? '';
  throwIfInvalid(
    fieldErrors(gameQuestionRules, { gameType: input.gameType ?? null, text, isTrue: input.isTrue ?? null }),
  );
  if (!input.gameType) throw new Error('gameQuestionRules let a question without a game type through');
  if (input.gameType === 'PUZZLE_PALABRAS') {
    throw badInput('Las palabras del rompecabezas se gestionan en la sección Rompecabezas.', 'gameType');
  }
  const isTrueOnly = input.gameType === 'VERDADERO_FALSO';
  // is_true only means something for true/false questions; every other type stores NULL.
  const values = { gameType: input.gameType, text, isTrue: isTrueOnly ? Boolean(input.isTrue) : null };
  const [row] = rawId
    ? await services.db
        .update(gameQuestions)
        .set(values)
        .where(eq(gameQuestions.id, parseId(rawId)))
        .returning()
    : await services.db.insert(gameQuestions).values(values).returning();
  if (!row) throw notFound('Pregunta no encontrada.');
  return row;
}

export async function deleteQuestion(services: AppServices, rawId: string): Promise<number> {
  const id = parseId(rawId);
  const [row] = await services.db
    .delete(gameQuestions)
    .where(eq(gameQuestions.id, id))
    .returning({ id: gameQuestions.id });
  if (!row) throw notFound('Pregunta no encontrada.');
  return id;
}

export async function findPuzzleWord(services: AppServices, rawId: string): Promise<PuzzleWordRow | null> {
  const [row] = await services.db
    .select()
    .from(puzzleWords)
    .where(eq(puzzleWords.id, parseId(rawId)));
  return row ?? null;
}

export async function savePuzzleWord(
  services: AppServices,
  input: { word: string; activityDescription: string },
  rawId?: string,
): Promise<PuzzleWordRow> {
  // As the form shows it ('Corazón' → 'CORAZON'); what is left outside A–Z is refused by the rules.
  const word = normalizePuzzleWord(input.word ?? '').trim();
  const activityDescription = input.activityDescription?.trim() ?? '';
  throwIfInvalid(fieldErrors(puzzleWordRules, { word, activityDescription }));
  const [row] = await withUniqueName(
    () =>
      rawId
        ? services.db
            .update(puzzleWords)
            .set({ word, activityDescription })
            .where(eq(puzzleWords.id, parseId(rawId)))
            .returning()
        : services.db.insert(puzzleWords).values({ word, activityDescription }).returning(),
    PUZZLE_WORD_UNIQUE,
    'word',
    `La palabra «${word}» ya está en el rompecabezas.`,
  );
  if (!row) throw notFound('Palabra no encontrada.');
  return row;
}

export async function deletePuzzleWord(services: AppServices, rawId: string): Promise<number> {
  const id = parseId(rawId);
  const [row] = await services.db.delete(puzzleWords).where(eq(puzzleWords.id, id)).returning({ id: puzzleWords.id });
  if (!row) throw notFound('Palabra no encontrada.');
  return id;
}
