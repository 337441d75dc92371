import { describe, expect, it } from 'vitest';
import {
  currentQuestion,
  flowProgress,
  isValidQuestion,
  nextQuestion,
  restartFlow,
  showResults,
  startFlow,
  type GameQuestionItem,
} from './questionFlow';
import { pickRandom, shuffle } from './random';

const questions: GameQuestionItem[] = ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Pregunta ${id}`, isTrue: null }));
const keepOrder = () => 0.999;
const alwaysFirst = () => 0;

describe('shuffle', () => {
  it('follows the injected random source and leaves the input untouched', () => {
    expect(shuffle([1, 2, 3, 4], keepOrder)).toEqual([1, 2, 3, 4]);
    const input = [1, 2, 3, 4];
    expect(shuffle(input, alwaysFirst)).toEqual([2, 3, 4, 1]);
    expect(input).toEqual([1, 2, 3, 4]);
  });

  it('picks one item at random, or nothing from an empty list', () => {
    expect(pickRandom(['x', 'y', 'z'], () => 0.5)).toBe('y');
    expect(pickRandom([], () => 0.5)).toBeUndefined();
  });
});

describe('question flow', () => {
  it('starts at question 1 of N in a shuffled order', () => {
    const flow = startFlow(questions, alwaysFirst);
    expect(flow.questions.map((q) => q.id)).toEqual(['b', 'c', 'd', 'a']);
    expect(currentQuestion(flow)?.id).toBe('b');
    expect(flowProgress(flow)).toEqual({ position: 1, total: 4, percent: 25 });
  });

  it('moves through the questions and ends after the last, then shows results', () => {
    let flow = startFlow(questions, keepOrder);
    flow = nextQuestion(nextQuestion(nextQuestion(flow)));
    expect(currentQuestion(flow)?.id).toBe('d');
    expect(flowProgress(flow).position).toBe(4);
    flow = nextQuestion(flow);
    expect(flow.phase).toBe('finished');
    expect(currentQuestion(flow)).toBeUndefined();
    expect(nextQuestion(flow)).toBe(flow);
    expect(showResults(flow).phase).toBe('results');
  });

  it('does not show results before the game ends', () => {
    const flow = startFlow(questions, keepOrder);
    expect(showResults(flow)).toBe(flow);
  });

  it('reshuffles and resets on replay', () => {
    const finished = showResults(
      nextQuestion(nextQuestion(nextQuestion(nextQuestion(startFlow(questions, keepOrder))))),
    );
    expect(finished.questions.map((q) => q.id)).toEqual(['a', 'b', 'c', 'd']);
    const replay = restartFlow(finished, alwaysFirst);
    expect(replay.phase).toBe('playing');
    expect(replay.index).toBe(0);
    expect(replay.questions.map((q) => q.id)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('rejects missing or blank questions', () => {
    expect(isValidQuestion(undefined)).toBe(false);
    expect(isValidQuestion({ id: 'x', text: '   ', isTrue: null })).toBe(false);
    expect(isValidQuestion({ id: 'x', text: '¿Quién canta?', isTrue: null })).toBe(true);
  });
});
