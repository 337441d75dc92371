import { currentQuestion, nextQuestion, restartFlow, startFlow, type QuestionFlow } from '../flow/questionFlow';
import type { GameQuestionItem } from '../flow/questionFlow';
import type { RandomSource } from '../flow/random';

/** public-site.md §9: the family members one can vote for, in this order. */
export const VOTERS = ['Papá', 'Mamá', 'Hijo/a', 'Hermano/a', 'Abuelo/a', 'Otro'] as const;
export type Voter = (typeof VOTERS)[number];

export type VoteTally = Record<Voter, number>;

export interface ProbableQueState extends QuestionFlow {
  votes: VoteTally;
}

export interface RankingEntry {
  voter: Voter;
  votes: number;
}

export function emptyVotes(): VoteTally {
  return Object.fromEntries(VOTERS.map((voter) => [voter, 0])) as VoteTally;
}

export function startProbableQue(questions: readonly GameQuestionItem[], random: RandomSource): ProbableQueState {
  return { ...startFlow(questions, random), votes: emptyVotes() };
}

/** A vote counts for the current question and moves on to the next one. */
export function vote(state: ProbableQueState, voter: Voter): ProbableQueState {
  if (!currentQuestion(state)) return state;
  return nextQuestion({ ...state, votes: { ...state.votes, [voter]: state.votes[voter] + 1 } });
}

/** 'Ver Ranking': every member, most votes first; ties keep the VOTERS order. */
export function rankVotes(votes: VoteTally): RankingEntry[] {
  return VOTERS.map((voter) => ({ voter, votes: votes[voter] })).sort((a, b) => b.votes - a.votes);
}

export function restartProbableQue(state: ProbableQueState, random: RandomSource): ProbableQueState {
  return { ...restartFlow(state, random), votes: emptyVotes() };
}
