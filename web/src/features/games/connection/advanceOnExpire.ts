import type { Countdown } from './countdown';

/**
 * public-site.md §4: when the count reaches 0 the timer stops and the game
 * moves on (or ends on the last question); the next question gets a full,
 * stopped timer so the family starts it when ready.
 */
export function advanceOnExpire(countdown: Countdown, advance: () => void): () => void {
  return countdown.onExpire(() => {
    advance();
    countdown.reset();
  });
}
