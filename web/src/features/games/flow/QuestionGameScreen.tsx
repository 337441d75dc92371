import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { ComponentType } from 'react';
import { ConnectionGame } from '../connection/ConnectionGame';
import { EmotionsGame } from '../emotions/EmotionsGame';
import type { QuestionGameType } from '../gameCatalog';
import { ProbableQueGame } from '../probableQue/ProbableQueGame';
import { TrueFalseGame } from '../trueFalse/TrueFalseGame';
import type { QuestionGameProps } from './questionFlow';
import { useGameQuestions } from './useGameQuestions';

const GAME_COMPONENTS: Record<QuestionGameType, ComponentType<QuestionGameProps>> = {
  PROBABLE_QUE: ProbableQueGame,
  VERDADERO_FALSO: TrueFalseGame,
  PREGUNTAS_CONEXION: ConnectionGame,
  DESCUBRIENDO_EMOCIONES: EmotionsGame,
};

/** Loads a question game's questions (or the fallback) and hands them to the game. */
export function QuestionGameScreen({ gameType }: { gameType: QuestionGameType }) {
  // Questions are shuffled when a game starts; doing that only after mount keeps
  // a server-rendered page and its hydration identical.
  const mounted = useMounted();
  const { questions, loading, usedFallback } = useGameQuestions(gameType);
  const Game = GAME_COMPONENTS[gameType];

  if (!Game) return <Alert color="red">Tipo de juego {gameType} no reconocido.</Alert>;
  if (loading || !mounted) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Cargando preguntas...</Text>
      </Group>
    );
  }
  if (!questions || questions.length === 0) return <Text>No hay preguntas para mostrar o se están cargando.</Text>;
  return (
    <Stack gap="md">
      {usedFallback && (
        <Alert color="yellow" variant="light">
          No se pudieron cargar las preguntas. Usando preguntas de ejemplo.
        </Alert>
      )}
      <Game questions={questions} />
    </Stack>
  );
}
