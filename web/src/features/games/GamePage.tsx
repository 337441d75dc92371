import { ActionIcon, Alert, Container, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ScreenReserve } from '../../components/ScreenReserve/ScreenReserve';
import { simpleHead } from '../../head/pageHeads';
import { useHttpStatus } from '../../head/RenderContext';
import { paths } from '../../config/paths';
import { useAppStarted } from '../../lib/appStarted';
import { useGoalOnShow } from '../../lib/goals/useRecordGoal';
import { PlayedGame } from './flow/gameGoals';
import { GameStartPanel } from './flow/GameStartPanel';
import { QuestionGameScreen } from './flow/QuestionGameScreen';
import { findGameBySlug, type GameInfo } from './gameCatalog';
import { WordPuzzleGame } from './puzzle/WordPuzzleGame';
import { definePage } from '../../lib/page/definePage';
import { GamePlayArea } from './flow/GamePlayArea';

/** Header, back bar, padding and the game's title row above the game: 212 px or more at every width. */
const GAME_AREA_TOP = '12rem';

/**
 * Play begins when the app runs ('Comenzar' tapped, or the game chosen in the
 * hub); the game counts as started at the player's first tap or key in it.
 */
function GameContent({ game }: { game: GameInfo }) {
  const started = useAppStarted();
  const [played, setPlayed] = useState(false);
  useGoalOnShow(played ? 'GAME_STARTED' : null, game.slug);
  if (!started) return <GameStartPanel description={game.description} />;
  return (
    <PlayedGame.Provider value={game.slug}>
      <GamePlayArea onFirstAction={() => setPlayed(true)}>
        {game.type === 'PUZZLE_PALABRAS' ? <WordPuzzleGame /> : <QuestionGameScreen gameType={game.type} />}
      </GamePlayArea>
    </PlayedGame.Provider>
  );
}

/** /juegos/{game}: the chosen game, with a back arrow to the hub. */
function GamePage() {
  const { game: slug } = useParams();
  const game = findGameBySlug(slug);
  useHttpStatus(game ? 200 : 404);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <ActionIcon
            component={Link}
            to={paths.games.getHref()}
            size={48}
            radius="xl"
            variant="light"
            aria-label="Volver a la lista de juegos"
          >
            <IconArrowLeft size={26} aria-hidden />
          </ActionIcon>
          <Title order={1}>{game?.title ?? 'Juegos en Familia'}</Title>
        </Group>
        {game ? (
          // Keyed so that moving between two games never carries one game's state into the other.
          <ScreenReserve above={GAME_AREA_TOP}>
            <GameContent key={game.slug} game={game} />
          </ScreenReserve>
        ) : (
          <Alert color="red">Tipo de juego {slug} no reconocido.</Alert>
        )}
      </Stack>
    </Container>
  );
}

/** Its data is the layout's (the site configuration); a game asks for its own in the browser. */
export const gamePage = definePage({
  queries: () => ({}),
  Component: GamePage,
  head: ({ location: { params }, site }) => {
    const game = findGameBySlug(params.game);
    return simpleHead(game?.title ?? 'Juegos en Familia', `/juegos/${params.game ?? ''}`, {
      description: game?.description ?? 'Juegos para compartir en familia.',
      image: site.image('site_og_image_url'),
      noindex: !game,
    });
  },
});
