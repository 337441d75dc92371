import type { Location, NavigationType, Navigator, To } from 'react-router-dom';

/** What the router's history reports after each change (react-router's browser history, v5Compat). */
export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
  /** How many entries the change moved through the session history; null when unknown. */
  delta: number | null;
}

/** The part of react-router's browser history the app uses. */
export interface BrowserHistoryLike extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: HistoryUpdate) => void): () => void;
  encodeLocation(to: To): { pathname: string; search: string; hash: string };
}

/**
 * What may stand between the app and the browser history (the admin's
 * unsaved-changes guard): it decides when, or whether, navigations go through.
 */
export interface HistoryInterceptor {
  /** A push or replace to `nextLocation`, before the URL changes: call `proceed` now, later or never. */
  navigate(nextLocation: Location, proceed: () => void): void;
  /** Each change the history reports (back and forward after the URL changed): `deliver` shows it to the router. */
  changed(update: HistoryUpdate, deliver: () => void): void;
}

export interface InterceptableHistory extends BrowserHistoryLike {
  /** Puts `interceptor` between the app and the history until the returned function is called. */
  intercept(interceptor: HistoryInterceptor): () => void;
}

/**
 * The browser history with room for one interceptor. The interceptor itself
 * lives with the admin forms that need it: react-router's data router, whose
 * useBlocker does the same, weighs ~16 KB gzip in every visitor's first load.
 */
export function createInterceptableHistory(history: BrowserHistoryLike): InterceptableHistory {
  let interceptor: HistoryInterceptor | null = null;
  const send = (to: To, navigationState: unknown, proceed: () => void) => {
    if (!interceptor) return proceed();
    interceptor.navigate({ ...history.encodeLocation(to), state: navigationState ?? null, key: 'pending' }, proceed);
  };
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state, options) => send(to, state, () => history.push(to, state, options)),
    replace: (to, state, options) => send(to, state, () => history.replace(to, state, options)),
    listen: (listener) =>
      history.listen((update) => {
        if (interceptor) interceptor.changed(update, () => listener(update));
        else listener(update);
      }),
    intercept(next) {
      interceptor = next;
      return () => {
        if (interceptor === next) interceptor = null;
      };
    },
  };
}
