import type { PuzzleWordInput } from '../gql/graphql';

export const PUZZLE_WORD_MAX_LENGTH = 15;

export interface PuzzleWordFormValues {
  word: string;
  activityDescription: string;
}

/** The puzzle compares upper-case letters, so the word keeps only A–Z (no spaces, digits or accents). */
export function normalizePuzzleWord(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, PUZZLE_WORD_MAX_LENGTH);
}

export function validatePuzzleWord(values: PuzzleWordFormValues): string | null {
  if (!values.word || !values.activityDescription.trim()) {
    return 'Por favor, ingresa la palabra clave y la descripción de la actividad.';
  }
  return null;
}

export function toPuzzleWordInput(values: PuzzleWordFormValues): PuzzleWordInput {
  return { word: values.word, activityDescription: values.activityDescription.trim() };
}
