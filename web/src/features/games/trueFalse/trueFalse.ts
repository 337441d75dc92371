import { currentQuestion, nextQuestion, restartFlow, startFlow, type QuestionFlow } from '../flow/questionFlow';
import type { GameQuestionItem } from '../flow/questionFlow';
import type { RandomSource } from '../flow/random';

export interface TrueFalseState extends QuestionFlow {
  /** The family's answer per question id. */
  answers: Readonly<Record<string, boolean>>;
}

export interface AnswerRow {
  id: string;
  text: string;
  answer: boolean | null;
  /** Null when the question has no stored truth. */
  truth: boolean | null;
  correct: boolean | null;
}

export function startTrueFalse(questions: readonly GameQuestionItem[], random: RandomSource): TrueFalseState {
  return { ...startFlow(questions, random), answers: {} };
}

/** Records (or changes) the answer to the current question; moving on is a separate step. */
export function answerQuestion(state: TrueFalseState, answer: boolean): TrueFalseState {
  const question = currentQuestion(state);
  if (!question) return state;
  return { ...state, answers: { ...state.answers, [question.id]: answer } };
}

export function currentAnswer(state: TrueFalseState): boolean | null {
  const question = currentQuestion(state);
  return question ? (state.answers[question.id] ?? null) : null;
}

/** 'Siguiente Pregunta' only once the current question has an answer. */
export function nextTrueFalse(state: TrueFalseState): TrueFalseState {
  return currentAnswer(state) === null ? state : nextQuestion(state);
}

/** 'Ver Respuestas Familiares': each question in the order played, the family's answer and the truth. */
export function answerRows(state: TrueFalseState): AnswerRow[] {
  return state.questions.map((question) => {
    const answer = state.answers[question.id] ?? null;
    const truth = question.isTrue;
    return {
      id: question.id,
      text: question.text,
      answer,
      truth,
      correct: answer === null || truth === null ? null : answer === truth,
    };
  });
}

export function countCorrect(rows: readonly AnswerRow[]): number {
  return rows.filter((row) => row.correct === true).length;
}

export function restartTrueFalse(state: TrueFalseState, random: RandomSource): TrueFalseState {
  return { ...restartFlow(state, random), answers: {} };
}
