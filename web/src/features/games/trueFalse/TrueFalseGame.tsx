import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ChoiceButton, ChoiceGrid } from '../flow/ChoiceGrid/ChoiceGrid';
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
const CHOICE_LABELS = CHOICES.map((choice) => choice.label);

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
        <ChoiceGrid label="Respuesta de la familia" choices={CHOICE_LABELS}>
          {CHOICES.map((choice) => (
            <ChoiceButton
              key={choice.label}
              variant={answer === choice.value ? 'filled' : 'light'}
              aria-pressed={answer === choice.value}
              onClick={() => setState((current) => answerQuestion(current, choice.value))}
            >
              {choice.label}
            </ChoiceButton>
          ))}
        </ChoiceGrid>
        <Button size="lg" variant="default" disabled={answer === null} onClick={() => setState(nextTrueFalse)}>
          Siguiente Pregunta
        </Button>
      </Stack>
    </QuestionCard>
  );
}
