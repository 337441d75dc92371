import {
  normalizePuzzleWord,
  PUZZLE_WORD_MAX_LENGTH,
  puzzleWordFormatError,
  puzzleWordRules,
} from '@crecer/domain/gameRules';
import { firstError } from '@crecer/domain/ruleKit';
import type { PuzzleWordInput } from '../gql/graphql';

// The form's input normalization, limit and live message are the shared ones (the field imports them from here).
export { normalizePuzzleWord, PUZZLE_WORD_MAX_LENGTH, puzzleWordFormatError };

export interface PuzzleWordFormValues {
  word: string;
  activityDescription: string;
}

/** The shared rules (@crecer/domain/gameRules): the form shows the first broken one. */
export function validatePuzzleWord(values: PuzzleWordFormValues): string | null {
  return firstError(puzzleWordRules, values);
}

export function toPuzzleWordInput(values: PuzzleWordFormValues): PuzzleWordInput {
  // Blanks around the word are no letters: the rules and the server ignore them too.
  return { word: values.word.trim(), activityDescription: values.activityDescription.trim() };
}
