import { useMemo } from 'react';
import { useBrowserQuery } from '../../../lib/page/useBrowserQuery';
import { SAMPLE_QUESTIONS } from '@crecer/domain/games';
import { graphql } from '../../../gql';
import type { QuestionGameType } from '../gameCatalog';
import type { GameQuestionItem } from './questionFlow';

const QuestionGameQuestionsQuery = graphql(/* GraphQL */ `
  query QuestionGameQuestions($gameType: GameType!) {
    gameQuestions(gameType: $gameType) {
      id
      text
      isTrue
    }
  }
`);

export interface GameQuestionsResult {
  /** Null while loading. */
  questions: readonly GameQuestionItem[] | null;
  loading: boolean;
  /** The query failed and the built-in sample questions stand in (public-site.md §8). */
  usedFallback: boolean;
}

/** The questions of one game, falling back to the built-in samples when the API fails. */
export function useGameQuestions(gameType: QuestionGameType): GameQuestionsResult {
  // Questions are shuffled per game: fetched in the browser so server and client render the same loading state.
  const { data, loading, error } = useBrowserQuery(QuestionGameQuestionsQuery, { variables: { gameType } });
  const loaded = data?.gameQuestions;
  const questions = useMemo(
    () =>
      loaded?.map((question) => ({ id: question.id, text: question.text, isTrue: question.isTrue ?? null })) ?? null,
    [loaded],
  );
  const fallback = useMemo(
    () => SAMPLE_QUESTIONS[gameType].map((question, index) => ({ id: `ejemplo-${index + 1}`, ...question })),
    [gameType],
  );
  if (error) return { questions: fallback, loading: false, usedFallback: true };
  return { questions, loading, usedFallback: false };
}
