import { gameQuestionRules } from '@crecer/domain/gameRules';
import { firstError } from '@crecer/domain/ruleKit';
import type { GameQuestionInput, GameType } from '../gql/graphql';

export interface GameQuestionFormValues {
  gameType: GameType | null;
  text: string;
  /** Only for VERDADERO_FALSO; null otherwise. */
  isTrue: boolean | null;
}

export const EMPTY_GAME_QUESTION: GameQuestionFormValues = { gameType: null, text: '', isTrue: null };

/** The shared rules (@crecer/domain/gameRules): the form shows the first broken one. */
export function validateGameQuestion(values: GameQuestionFormValues): string | null {
  return firstError(gameQuestionRules, values);
}

export function toGameQuestionInput(values: GameQuestionFormValues): GameQuestionInput {
  return {
    gameType: values.gameType,
    text: values.text.trim(),
    isTrue: values.gameType === 'VERDADERO_FALSO' ? values.isTrue : null,
  };
}
