import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { GameOverPanel } from '../flow/GameOverPanel';
import { QuestionCard } from '../flow/QuestionCard';
import { nextQuestion, restartFlow, startFlow, type QuestionGameProps } from '../flow/questionFlow';
import { advanceOnExpire } from './advanceOnExpire';
import { CONNECTION_SECONDS } from './countdown';
import { CountdownTimer } from './CountdownTimer';
import { useCountdown } from './useCountdown';

/** Connection questions: 30 seconds each; at 0 the game moves on by itself. */
export function ConnectionGame({ questions, random = Math.random }: QuestionGameProps) {
  const [state, setState] = useState(() => startFlow(questions, random));
  const timer = useCountdown(CONNECTION_SECONDS);
  const { countdown } = timer;

  useEffect(() => advanceOnExpire(countdown, () => setState(nextQuestion)), [countdown]);

  const next = () => {
    countdown.reset();
    setState(nextQuestion);
  };
  const replay = () => {
    countdown.reset();
    setState((current) => restartFlow(current, random));
  };

  if (state.phase !== 'playing') {
    return (
      <GameOverPanel title="¡Fin del juego!" onReplay={replay}>
        <Text fz="lg">Conversaron sobre {state.questions.length} preguntas. ¡Gracias por jugar en familia!</Text>
      </GameOverPanel>
    );
  }
  return (
    <QuestionCard flow={state}>
      <Stack gap="lg">
        <CountdownTimer {...timer} />
        <Button size="lg" variant="light" onClick={next}>
          Siguiente Pregunta
        </Button>
      </Stack>
    </QuestionCard>
  );
}
