/** public-site.md §9: 30 seconds per connection question, ticking each second, red at 5 or less. */
export const CONNECTION_SECONDS = 30;
export const URGENT_SECONDS = 5;
const TICK_MS = 1000;

export interface CountdownState {
  secondsLeft: number;
  running: boolean;
}

export interface Countdown {
  getState(): CountdownState;
  /** For useSyncExternalStore: called after every change. */
  subscribe(listener: () => void): () => void;
  /** Called once each time the count reaches 0. */
  onExpire(listener: () => void): () => void;
  start(): void;
  pause(): void;
  /** Back to the full time, stopped. */
  reset(): void;
}

export function isCountdownUrgent(secondsLeft: number): boolean {
  return secondsLeft <= URGENT_SECONDS;
}

/**
 * A countdown that lives outside React so its transitions can be tested with
 * fake timers; the component only subscribes to it. Each state is a new
 * object so useSyncExternalStore sees the change.
 */
export function createCountdown(totalSeconds: number): Countdown {
  let state: CountdownState = { secondsLeft: totalSeconds, running: false };
  let interval: ReturnType<typeof setInterval> | undefined;
  const changeListeners = new Set<() => void>();
  const expireListeners = new Set<() => void>();

  const setState = (next: CountdownState) => {
    state = next;
    changeListeners.forEach((listener) => listener());
  };
  const stopInterval = () => {
    if (interval !== undefined) clearInterval(interval);
    interval = undefined;
  };
  const tick = () => {
    const secondsLeft = state.secondsLeft - 1;
    if (secondsLeft > 0) {
      setState({ secondsLeft, running: true });
      return;
    }
    stopInterval();
    setState({ secondsLeft: 0, running: false });
    expireListeners.forEach((listener) => listener());
  };

  return {
    getState: () => state,
    subscribe(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    onExpire(listener) {
      expireListeners.add(listener);
      return () => expireListeners.delete(listener);
    },
    start() {
      if (state.running || state.secondsLeft <= 0) return;
      interval = setInterval(tick, TICK_MS);
      setState({ ...state, running: true });
    },
    pause() {
      if (!state.running) return;
      stopInterval();
      setState({ ...state, running: false });
    },
    reset() {
      stopInterval();
      if (state.secondsLeft !== totalSeconds || state.running) setState({ secondsLeft: totalSeconds, running: false });
    },
  };
}
