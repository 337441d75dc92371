import { normalizePuzzleWord, PUZZLE_WORD_MAX_LENGTH, puzzleWordRules } from '@crecer/domain/gameRules';
import { firstError } from '@crecer/domain/ruleKit';
import type { PuzzleWordInput } from '../gql/graphql';

// The form's input filter and limit are the shared ones (the tests and the field import them from here).
export { normalizePuzzleWord, PUZZLE_WORD_MAX_LENGTH };

export interface PuzzleWordFormValues {
  word: string;
  activityDescription: string;
}

/** The shared rules (@crecer/domain/gameRules): the form shows the first broken one. */
export function validatePuzzleWord(values: PuzzleWordFormValues): string | null {
  return firstError(puzzleWordRules, values);
}

export function toPuzzleWordInput(values: PuzzleWordFormValues): PuzzleWordInput {
  return { word: values.word, activityDescription: values.activityDescription.trim() };
}
