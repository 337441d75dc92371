import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { GameOverPanel } from '../flow/GameOverPanel';
import { QuestionCard } from '../flow/QuestionCard';
import { showResults, type QuestionGameProps } from '../flow/questionFlow';
import { AnswerTable } from './AnswerTable';
import {
  answerQuestion,
  answerRows,
  countCorrect,
  currentAnswer,
  nextTrueFalse,
  restartTrueFalse,
  startTrueFalse,
} from './trueFalse';

const CHOICES = [
  { value: true, label: 'Verdadero' },
  { value: false, label: 'Falso' },
] as const;

/** True/false: the family answers, then moves on; the table at the end shows the truth. */
export function TrueFalseGame({ questions, random = Math.random }: QuestionGameProps) {
  const [state, setState] = useState(() => startTrueFalse(questions, random));
  const replay = () => setState((current) => restartTrueFalse(current, random));

  if (state.phase === 'results') {
    const rows = answerRows(state);
    return (
      <GameOverPanel title="Respuestas Familiares" onReplay={replay}>
        <Text fz="lg" fw={600}>
          Acertaron {countCorrect(rows)} de {rows.length}.
        </Text>
        <AnswerTable rows={rows} />
      </GameOverPanel>
    );
  }
  if (state.phase === 'finished') {
    return (
      <GameOverPanel
        title="¡Fin del juego!"
        onReplay={replay}
        resultsAction={{ label: 'Ver Respuestas Familiares', onClick: () => setState(showResults) }}
      />
    );
  }
  const answer = currentAnswer(state);
  return (
    <QuestionCard flow={state}>
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="sm" role="group" aria-label="Respuesta de la familia">
          {CHOICES.map((choice) => (
            <Button
              key={choice.label}
              size="xl"
              variant={answer === choice.value ? 'filled' : 'light'}
              aria-pressed={answer === choice.value}
              onClick={() => setState((current) => answerQuestion(current, choice.value))}
            >
              {choice.label}
            </Button>
          ))}
        </SimpleGrid>
        <Button size="lg" variant="default" disabled={answer === null} onClick={() => setState(nextTrueFalse)}>
          Siguiente Pregunta
        </Button>
      </Stack>
    </QuestionCard>
  );
}
