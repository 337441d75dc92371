import { Button, Card, Stack, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useGameFinished } from './gameGoals';

interface GameOverPanelProps {
  title: string;
  children?: ReactNode;
  /** The game's result button, e.g. 'Ver Ranking'. */
  resultsAction?: { label: string; onClick: () => void };
  onReplay: () => void;
}

/** End of game and result view: 'Jugar de Nuevo' and 'Volver a Juegos' on both. Showing it counts the game finished. */
export function GameOverPanel({ title, children, resultsAction, onReplay }: GameOverPanelProps) {
  useGameFinished();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The button that ended the game is gone; keep keyboard and screen-reader users oriented.
  useEffect(() => {
    headingRef.current?.focus();
  }, [title]);

  return (
    <Card withBorder padding="lg" radius="lg">
      <Stack gap="lg">
        <Title order={2} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        {children}
        <Stack gap="sm">
          {resultsAction && (
            <Button size="lg" onClick={resultsAction.onClick}>
              {resultsAction.label}
            </Button>
          )}
          <Button size="lg" variant={resultsAction ? 'light' : 'filled'} onClick={onReplay}>
            Jugar de Nuevo
          </Button>
          <Button size="lg" variant="default" component={Link} to={paths.games.getHref()}>
            Volver a Juegos
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
