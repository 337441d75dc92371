import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { GameOverPanel } from '../flow/GameOverPanel';
import { QuestionCard } from '../flow/QuestionCard';
import { nextQuestion, restartFlow, startFlow, type QuestionGameProps } from '../flow/questionFlow';

/** Discovering emotions: talk about each question, then 'Siguiente Pregunta'. */
export function EmotionsGame({ questions, random = Math.random }: QuestionGameProps) {
  const [state, setState] = useState(() => startFlow(questions, random));

  if (state.phase !== 'playing') {
    return (
      <GameOverPanel title="¡Fin del juego!" onReplay={() => setState((current) => restartFlow(current, random))}>
        <Text fz="lg">
          Compartieron {state.questions.length} preguntas sobre emociones. ¡Gracias por jugar en familia!
        </Text>
      </GameOverPanel>
    );
  }
  return (
    <QuestionCard flow={state}>
      <Button size="xl" onClick={() => setState(nextQuestion)}>
        Siguiente Pregunta
      </Button>
    </QuestionCard>
  );
}
