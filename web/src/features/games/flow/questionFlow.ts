import { shuffle, type RandomSource } from './random';

/** A question as every question game uses it, whether it came from the API or the fallback. */
export interface GameQuestionItem {
  id: string;
  text: string;
  /** Only for true/false; null for every other game. */
  isTrue: boolean | null;
}

/** public-site.md §4: question n of the list, end of game, result view. */
export type GamePhase = 'playing' | 'finished' | 'results';

export interface QuestionFlow {
  /** The original list, kept so a replay can reshuffle it. */
  source: readonly GameQuestionItem[];
  /** This game's shuffled order. */
  questions: readonly GameQuestionItem[];
  index: number;
  phase: GamePhase;
}

export function startFlow(source: readonly GameQuestionItem[], random: RandomSource): QuestionFlow {
  return { source, questions: shuffle(source, random), index: 0, phase: 'playing' };
}

/** Moves to the next question, or ends the game after the last one. */
export function nextQuestion<S extends QuestionFlow>(state: S): S {
  if (state.phase !== 'playing') return state;
  if (state.index + 1 >= state.questions.length) return { ...state, phase: 'finished' };
  return { ...state, index: state.index + 1 };
}

export function showResults<S extends QuestionFlow>(state: S): S {
  return state.phase === 'finished' ? { ...state, phase: 'results' } : state;
}

/** 'Jugar de Nuevo': a fresh shuffle of the same questions, back to the first one. */
export function restartFlow<S extends QuestionFlow>(state: S, random: RandomSource): S {
  return { ...state, ...startFlow(state.source, random) };
}

export function currentQuestion(state: QuestionFlow): GameQuestionItem | undefined {
  return state.phase === 'playing' ? state.questions[state.index] : undefined;
}

/** 'Pregunta n de N' and the progress bar value (0–100). */
export function flowProgress(state: QuestionFlow): { position: number; total: number; percent: number } {
  const total = state.questions.length;
  const position = Math.min(state.index + 1, total);
  return { position, total, percent: total === 0 ? 0 : (position / total) * 100 };
}

/** A question the screen can show: present and with some text. */
export function isValidQuestion(question: GameQuestionItem | undefined): question is GameQuestionItem {
  return question !== undefined && question.text.trim().length > 0;
}

/** What every question game component receives; random is injectable for tests. */
export interface QuestionGameProps {
  questions: readonly GameQuestionItem[];
  random?: RandomSource;
}
