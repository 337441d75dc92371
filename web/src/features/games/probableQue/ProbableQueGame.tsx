import { useState } from 'react';
import { ChoiceButton, ChoiceGrid } from '../flow/ChoiceGrid/ChoiceGrid';
import { GameOverPanel } from '../flow/GameOverPanel';
import { QuestionCard } from '../flow/QuestionCard';
import { showResults, type QuestionGameProps } from '../flow/questionFlow';
import { rankVotes, restartProbableQue, startProbableQue, vote, VOTERS } from './probableQue';
import { VoteRanking } from './VoteRanking';

/** 'Probable que': each vote for a family member moves to the next question. */
export function ProbableQueGame({ questions, random = Math.random }: QuestionGameProps) {
  const [state, setState] = useState(() => startProbableQue(questions, random));
  const replay = () => setState((current) => restartProbableQue(current, random));

  if (state.phase === 'results') {
    return (
      <GameOverPanel title="Ranking Familiar" onReplay={replay}>
        <VoteRanking entries={rankVotes(state.votes)} />
      </GameOverPanel>
    );
  }
  if (state.phase === 'finished') {
    return (
      <GameOverPanel
        title="¡Fin del juego!"
        onReplay={replay}
        resultsAction={{ label: 'Ver Ranking', onClick: () => setState(showResults) }}
      />
    );
  }
  return (
    <QuestionCard flow={state}>
      <ChoiceGrid label="¿Quién es más probable?" choices={VOTERS}>
        {VOTERS.map((voter) => (
          <ChoiceButton key={voter} variant="light" onClick={() => setState((current) => vote(current, voter))}>
            {voter}
          </ChoiceButton>
        ))}
      </ChoiceGrid>
    </QuestionCard>
  );
}
