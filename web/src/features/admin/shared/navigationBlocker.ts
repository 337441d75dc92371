import { NavigationType, type Location } from 'react-router-dom';
import type { HistoryInterceptor, InterceptableHistory } from '../../../app/navigation/interceptableHistory';

export type ShouldBlock = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

/** The same states as react-router's data-router blocker, which UnsavedChangesDialog answers. */
export type NavigationBlocker =
  | { state: 'unblocked'; proceed: undefined; reset: undefined }
  | { state: 'blocked'; location: Location; proceed(): void; reset(): void };

const UNBLOCKED: NavigationBlocker = { state: 'unblocked', proceed: undefined, reset: undefined };

export interface NavigationBlockerStore {
  /** The rule each navigation is asked about from now on. */
  setShouldBlock(shouldBlock: ShouldBlock): void;
  /** Starts holding navigations `shouldBlock` refuses; returns the function that stops it. */
  attach(): () => void;
  /** The held navigation, if any; the same object until it changes (for useSyncExternalStore). */
  current(): NavigationBlocker;
  subscribe(onChange: () => void): () => void;
}

/**
 * Holds the navigations `shouldBlock` refuses until the user answers, as
 * react-router's data router does for useBlocker:
 *
 * - a push or replace is held before the URL changes;
 * - back and forward (POP) have already changed the URL when they are seen,
 *   so they are undone with history.go(-delta), and redone on proceed().
 */
export function createNavigationBlocker(
  history: InterceptableHistory,
  initialShouldBlock: ShouldBlock = () => false,
): NavigationBlockerStore {
  let shouldBlock = initialShouldBlock;
  let shown = history.location;
  let state: NavigationBlocker = UNBLOCKED;
  /** POPs the blocker causes itself: the undo of a held back/forward, and its redo on proceed. */
  const ownPops = { undo: 0, redo: 0 };
  const subscribers = new Set<() => void>();

  const setState = (next: NavigationBlocker) => {
    state = next;
    for (const notify of subscribers) notify();
  };

  /** True, and the navigation held, when `shouldBlock` refuses `nextLocation`. */
  const hold = (nextLocation: Location, retry: () => void): boolean => {
    if (!shouldBlock({ currentLocation: shown, nextLocation })) return false;
    setState({
      state: 'blocked',
      location: nextLocation,
      proceed: () => {
        setState(UNBLOCKED);
        retry();
      },
      reset: () => setState(UNBLOCKED),
    });
    return true;
  };

  const interceptor: HistoryInterceptor = {
    navigate(nextLocation, proceed) {
      if (!hold(nextLocation, proceed)) proceed();
    },
    changed(update, deliver) {
      if (update.action === NavigationType.Pop) {
        if (ownPops.undo > 0) {
          ownPops.undo -= 1;
          return; // back where the app already is: nothing to show
        }
        if (ownPops.redo > 0) ownPops.redo -= 1;
        else if (update.delta) {
          const delta = update.delta;
          const redo = () => {
            ownPops.redo += 1;
            history.go(delta);
          };
          if (hold(update.location, redo)) {
            ownPops.undo += 1;
            history.go(-delta);
            return;
          }
        }
      }
      shown = update.location;
      deliver();
    },
  };

  return {
    setShouldBlock(next) {
      shouldBlock = next;
    },
    attach() {
      shown = history.location;
      const detach = history.intercept(interceptor);
      return () => {
        detach();
        if (state.state === 'blocked') setState(UNBLOCKED);
      };
    },
    current: () => state,
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
  };
}
