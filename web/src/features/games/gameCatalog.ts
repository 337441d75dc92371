import { GAME_SLUGS } from '@crecer/domain/games';
import type { GameType } from '../../gql/graphql';

export type QuestionGameType = Exclude<GameType, 'PUZZLE_PALABRAS'>;

export interface GameInfo {
  /** The URL segment under /juegos, so the back button moves between hub and game. */
  slug: string;
  type: GameType;
  title: string;
  description: string;
}

/** The five family games of the hub, in the order the spec lists them. */
export const GAMES: readonly GameInfo[] = [
  {
    slug: GAME_SLUGS.PROBABLE_QUE,
    type: 'PROBABLE_QUE',
    title: 'Probable que',
    description:
      '¿Quién de la familia es más probable que…? Voten en cada pregunta y descubran al final el ranking familiar.',
  },
  {
    slug: GAME_SLUGS.VERDADERO_FALSO,
    type: 'VERDADERO_FALSO',
    title: 'Verdadero o Falso',
    description:
      'Respondan juntos afirmaciones sobre emociones y crianza, y después comparen sus respuestas con las correctas.',
  },
  {
    slug: GAME_SLUGS.PREGUNTAS_CONEXION,
    type: 'PREGUNTAS_CONEXION',
    title: 'Preguntas de Conexión',
    description: 'Preguntas para conversar y conocerse mejor, con 30 segundos para responder cada una.',
  },
  {
    slug: GAME_SLUGS.DESCUBRIENDO_EMOCIONES,
    type: 'DESCUBRIENDO_EMOCIONES',
    title: 'Descubriendo Emociones',
    description: 'Preguntas para reconocer, nombrar y compartir lo que sentimos en familia.',
  },
  {
    slug: GAME_SLUGS.PUZZLE_PALABRAS,
    type: 'PUZZLE_PALABRAS',
    title: 'Puzzle de Palabras',
    description: 'Ordenen las letras para descubrir una palabra y una actividad para hacer en familia.',
  },
];

export function findGameBySlug(slug: string | undefined): GameInfo | undefined {
  return GAMES.find((game) => game.slug === slug);
}
