import { describe, expect, it } from 'vitest';
import type { GameQuestionItem } from '../flow/questionFlow';
import {
  answerQuestion,
  answerRows,
  countCorrect,
  currentAnswer,
  nextTrueFalse,
  restartTrueFalse,
  startTrueFalse,
} from './trueFalse';

const questions: GameQuestionItem[] = [
  { id: '1', text: 'Jugar une a la familia.', isTrue: true },
  { id: '2', text: 'Los varones no lloran.', isTrue: false },
  { id: '3', text: 'Dormir bien importa.', isTrue: true },
];
const keepOrder = () => 0.999;

describe('Verdadero o Falso', () => {
  it('needs an answer before moving on', () => {
    const state = startTrueFalse(questions, keepOrder);
    expect(nextTrueFalse(state)).toBe(state);
    const answered = answerQuestion(state, true);
    expect(currentAnswer(answered)).toBe(true);
    expect(nextTrueFalse(answered).index).toBe(1);
  });

  it('lets the family change its answer before moving on', () => {
    const state = answerQuestion(answerQuestion(startTrueFalse(questions, keepOrder), true), false);
    expect(currentAnswer(state)).toBe(false);
  });

  it('builds the table of family answers against the truth', () => {
    let state = startTrueFalse(questions, keepOrder);
    for (const answer of [true, true, false]) state = nextTrueFalse(answerQuestion(state, answer));
    expect(state.phase).toBe('finished');
    const rows = answerRows(state);
    expect(rows).toEqual([
      { id: '1', text: 'Jugar une a la familia.', answer: true, truth: true, correct: true },
      { id: '2', text: 'Los varones no lloran.', answer: true, truth: false, correct: false },
      { id: '3', text: 'Dormir bien importa.', answer: false, truth: true, correct: false },
    ]);
    expect(countCorrect(rows)).toBe(1);
  });

  it('marks a question without a stored truth as neither right nor wrong', () => {
    const state = answerQuestion(startTrueFalse([{ id: 'x', text: 'Sin dato', isTrue: null }], keepOrder), true);
    expect(answerRows(state)[0]?.correct).toBeNull();
  });

  it('forgets the answers and reshuffles on replay', () => {
    const played = nextTrueFalse(answerQuestion(startTrueFalse(questions, keepOrder), true));
    const replay = restartTrueFalse(played, () => 0);
    expect(replay.answers).toEqual({});
    expect(replay.index).toBe(0);
    expect(replay.questions.map((q) => q.id)).toEqual(['2', '3', '1']);
  });
});
