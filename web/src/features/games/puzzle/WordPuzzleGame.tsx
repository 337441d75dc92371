import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { showToast } from '../../../lib/toastSettings';
import { useBrowserQuery } from '../../../lib/page/useBrowserQuery';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { WordPuzzleBoard } from './WordPuzzleBoard';

const WordPuzzleGameWordsQuery = graphql(/* GraphQL */ `
  query WordPuzzleGameWords {
    puzzleWords {
      id
      word
      activityDescription
    }
  }
`);

/** Loads the puzzle words and shows the board, or the spec's error and empty states. */
export function WordPuzzleGame() {
  // The word is picked at random on mount only, so server and client render the same.
  const mounted = useMounted();
  // A random word per game: fetched in the browser so server and client render the same loading state.
  const { data, loading, error, refetch } = useBrowserQuery(WordPuzzleGameWordsQuery, {
    notifyOnNetworkStatusChange: true,
  });
  const notifiedError = useRef<unknown>(null);

  useEffect(() => {
    if (!error || notifiedError.current === error) return;
    notifiedError.current = error;
    showToast({ title: 'Error al cargar el juego', message: error.message, color: 'red' });
  }, [error]);

  if (loading || !mounted) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Cargando palabra...</Text>
      </Group>
    );
  }
  if (error) {
    return (
      <Alert color="red" title="Error al Cargar">
        <Text mb="md">{error.message}</Text>
        <Group gap="sm">
          <Button size="md" variant="default" component={Link} to={paths.games.getHref()}>
            Volver
          </Button>
          {/* A failed retry is shown through `error` again, so its rejection needs no handling here. */}
          <Button size="md" color="red" onClick={() => void refetch().catch(() => undefined)}>
            Reintentar
          </Button>
        </Group>
      </Alert>
    );
  }
  const words = data?.puzzleWords ?? [];
  if (words.length === 0) return <Text>No hay palabras para el rompecabezas en la base de datos.</Text>;
  return <WordPuzzleBoard words={words} />;
}
