import { Alert, Card, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { currentQuestion, flowProgress, isValidQuestion, type QuestionFlow } from './questionFlow';

interface QuestionCardProps {
  flow: QuestionFlow;
  /** The game's own controls (votes, answers, timer…). */
  children: ReactNode;
}

/** 'Pregunta n de N', a progress bar, the question and the game's controls. */
export function QuestionCard({ flow, children }: QuestionCardProps) {
  const { position, total, percent } = flowProgress(flow);
  const question = currentQuestion(flow);
  return (
    <Card withBorder padding="lg" radius="lg">
      <Stack gap="lg">
        <Stack gap={6}>
          <Text fw={600} c="gray.7">
            Pregunta {position} de {total}
          </Text>
          <Progress value={percent} size="lg" aria-label={`Pregunta ${position} de ${total}`} />
        </Stack>
        {/* Announced politely so screen-reader users hear each new question. */}
        <div aria-live="polite">
          {isValidQuestion(question) ? (
            <Text component="p" fz={{ base: 22, sm: 26 }} fw={600} lh={1.35}>
              {question.text}
            </Text>
          ) : (
            <Alert color="red" variant="light">
              Error: Pregunta no válida.
            </Alert>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
