import { useEffect, useState, useSyncExternalStore } from 'react';
import { createCountdown, type Countdown, type CountdownState } from './countdown';

/** One countdown per mounted component; stopped when the component goes away. */
export function useCountdown(totalSeconds: number): CountdownState & { countdown: Countdown } {
  const [countdown] = useState(() => createCountdown(totalSeconds));
  const state = useSyncExternalStore(countdown.subscribe, countdown.getState, countdown.getState);
  useEffect(() => () => countdown.pause(), [countdown]);
  return { ...state, countdown };
}
