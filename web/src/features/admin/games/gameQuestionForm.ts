import type { GameQuestionInput, GameType } from '../gql/graphql';

export interface GameQuestionFormValues {
  gameType: GameType | null;
  text: string;
  /** Only for VERDADERO_FALSO; null otherwise. */
  isTrue: boolean | null;
}

export const EMPTY_GAME_QUESTION: GameQuestionFormValues = { gameType: null, text: '', isTrue: null };

/** Spec §5: one message for the missing type or text, another for the missing true/false answer. */
export function validateGameQuestion(values: GameQuestionFormValues): string | null {
  if (!values.gameType || !values.text.trim()) {
    return 'Por favor, selecciona un tipo de juego e ingresa el texto de la pregunta.';
  }
  if (values.gameType === 'VERDADERO_FALSO' && values.isTrue === null) {
    return "Para 'Verdadero o Falso', debes indicar si la afirmación es verdadera o falsa.";
  }
  return null;
}

export function toGameQuestionInput(values: GameQuestionFormValues): GameQuestionInput {
  return {
    gameType: values.gameType,
    text: values.text.trim(),
    isTrue: values.gameType === 'VERDADERO_FALSO' ? values.isTrue : null,
  };
}
