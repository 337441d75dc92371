import { createContext, useContext } from 'react';
import { useGoalOnShow } from '../../../lib/goals/useRecordGoal';

/**
 * The game being played (its URL key), for the end screen to report 'finished'
 * without every game passing it down. GamePage provides it.
 */
export const PlayedGame = createContext<string | undefined>(undefined);

/** The end screen reached: the game counts as finished (GameOverPanel). */
export function useGameFinished(): void {
  useGoalOnShow('GAME_FINISHED', useContext(PlayedGame));
}
