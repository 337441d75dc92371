import { paths } from '../../../config/paths';
import { simpleHead } from '../../../head/pageHeads';
import { Container, Stack, Text, Title } from '@mantine/core';
import {
  IconCheckbox,
  IconHeartHandshake,
  IconMessageCircle,
  IconMoodSmile,
  IconPuzzle,
  type Icon,
} from '@tabler/icons-react';
import type { GameType } from '../../../gql/graphql';
import { GAMES } from '../gameCatalog';
import { GameCard } from './GameCard/GameCard';
import { ResponsiveGrid } from '../../../components/ResponsiveGrid/ResponsiveGrid';
import { definePage } from '../../../lib/page/definePage';

const GAME_ICONS: Record<GameType, Icon> = {
  PROBABLE_QUE: IconHeartHandshake,
  VERDADERO_FALSO: IconCheckbox,
  PREGUNTAS_CONEXION: IconMessageCircle,
  DESCUBRIENDO_EMOCIONES: IconMoodSmile,
  PUZZLE_PALABRAS: IconPuzzle,
};

/** /juegos: the five family games; each card opens /juegos/{game}. */
function GamesHubPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Juegos en Familia</Title>
          <Text fz="lg" c="gray.7">
            Elijan un juego y disfruten un rato juntos: para conversar, reír y conocerse un poco más.
          </Text>
        </Stack>
        <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {GAMES.map((game) => {
            const GameIcon = GAME_ICONS[game.type];
            return <GameCard key={game.slug} game={game} icon={<GameIcon size={28} stroke={1.75} />} />;
          })}
        </ResponsiveGrid>
      </Stack>
    </Container>
  );
}

/** Its data is the layout's (the site configuration). */
export const gamesHubPage = definePage({
  queries: () => ({}),
  Component: GamesHubPage,
  head: ({ site }) =>
    simpleHead('Juegos en Familia', paths.games.getHref(), {
      description:
        'Cinco juegos para jugar en familia desde un solo teléfono: conversar, reír, conocerse y descubrir emociones juntos.',
      // The site's general share image, so a link sent by WhatsApp shows a picture.
      image: site.image('site_og_image_url'),
    }),
});
