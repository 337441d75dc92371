import { Card, Group, Text, ThemeIcon, Title, type ThemeIconProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import type { GameInfo } from '../../gameCatalog';
import classes from './GameCard.module.css';

/**
 * The radius goes through Mantine's CSS variable, not the `radius` prop: Mantine 9's
 * ThemeIcon also writes that prop onto its <div> as an attribute HTML does not have.
 */
const ICON_RADIUS: ThemeIconProps['vars'] = () => ({ root: { '--ti-radius': 'var(--mantine-radius-md)' } });

/** One game of the hub: the whole card is the link that starts it. */
export function GameCard({ game, icon }: { game: GameInfo; icon: ReactNode }) {
  return (
    <Card
      withBorder
      padding="lg"
      radius="lg"
      component={Link}
      to={paths.game.getHref(game.slug)}
      className={classes.card}
    >
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={48} variant="light" vars={ICON_RADIUS} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {game.title}
        </Title>
      </Group>
      <Text fz="md">{game.description}</Text>
      <Text fw={700} c="teal.9" mt="auto">
        Jugar
      </Text>
    </Card>
  );
}
