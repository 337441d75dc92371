import { describe, expect, it } from 'vitest';
import type { GameQuestionItem } from '../flow/questionFlow';
import { rankVotes, restartProbableQue, startProbableQue, vote, VOTERS, type Voter } from './probableQue';

const questions: GameQuestionItem[] = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, text: id, isTrue: null }));
const keepOrder = () => 0.999;

function play(voters: Voter[]) {
  return voters.reduce(vote, startProbableQue(questions, keepOrder));
}

describe('Probable que', () => {
  it('offers the six family members in the spec order', () => {
    expect(VOTERS).toEqual(['Papá', 'Mamá', 'Hijo/a', 'Hermano/a', 'Abuelo/a', 'Otro']);
  });

  it('counts each vote and moves to the next question', () => {
    const state = play(['Mamá', 'Papá']);
    expect(state.index).toBe(2);
    expect(state.votes).toMatchObject({ Mamá: 1, Papá: 1, Otro: 0 });
  });

  it('ends the game on the last vote and ignores votes afterwards', () => {
    const state = play(['Mamá', 'Otro', 'Mamá', 'Abuelo/a', 'Otro']);
    expect(state.phase).toBe('finished');
    expect(vote(state, 'Papá')).toBe(state);
  });

  it('ranks the members by votes, most first, ties in the spec order', () => {
    const state = play(['Otro', 'Mamá', 'Otro', 'Abuelo/a', 'Otro']);
    expect(rankVotes(state.votes)).toEqual([
      { voter: 'Otro', votes: 3 },
      { voter: 'Mamá', votes: 1 },
      { voter: 'Abuelo/a', votes: 1 },
      { voter: 'Papá', votes: 0 },
      { voter: 'Hijo/a', votes: 0 },
      { voter: 'Hermano/a', votes: 0 },
    ]);
  });

  it('clears the votes and reshuffles on replay', () => {
    const state = restartProbableQue(play(['Otro', 'Mamá', 'Otro', 'Otro', 'Otro']), () => 0);
    expect(state.phase).toBe('playing');
    expect(state.index).toBe(0);
    expect(Object.values(state.votes)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(state.questions.map((q) => q.id)).toEqual(['b', 'c', 'd', 'e', 'a']);
  });
});
