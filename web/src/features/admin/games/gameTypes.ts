import type { GameType } from '../gql/graphql';

export const GAME_TYPE_LABELS: Record<GameType, string> = {
  PROBABLE_QUE: 'Probable que',
  VERDADERO_FALSO: 'Verdadero o Falso',
  PREGUNTAS_CONEXION: 'Preguntas de Conexión',
  DESCUBRIENDO_EMOCIONES: 'Descubriendo Emociones',
  PUZZLE_PALABRAS: 'Puzzle de Palabras',
};

/** Puzzle words have their own screen, so the question form never offers that type. */
export const QUESTION_GAME_TYPE_OPTIONS: { value: GameType; label: string }[] = (
  ['PROBABLE_QUE', 'VERDADERO_FALSO', 'PREGUNTAS_CONEXION', 'DESCUBRIENDO_EMOCIONES'] as const
).map((value) => ({ value, label: GAME_TYPE_LABELS[value] }));

export function isQuestionGameType(value: string | null): value is GameType {
  return QUESTION_GAME_TYPE_OPTIONS.some((option) => option.value === value);
}

/** The list's truth column: Sí or No for true/false games, N/A for the rest. */
export function truthLabel(gameType: GameType, isTrue: boolean | null | undefined): string {
  if (gameType !== 'VERDADERO_FALSO' || isTrue === null || isTrue === undefined) return 'N/A';
  return isTrue ? 'Sí' : 'No';
}
