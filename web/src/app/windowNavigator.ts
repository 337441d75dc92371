import { createPath, NavigationType, type Location, type Navigator, type To } from 'react-router-dom';

/** A change of location, as the router is told about it. */
export interface LocationUpdate {
  action: NavigationType;
  location: Location;
}

/** The navigator PublicRouter hands react-router's <Router>, with the location and its changes. */
export interface WindowNavigator extends Navigator {
  readonly location: Location;
  listen(listener: (update: LocationUpdate) => void): () => void;
}

/**
 * What a history entry carries, as react-router's own histories write it: the
 * navigation's state, the location's key, and the entry's position in the
 * session history (BackBar reads it to know whether 'Volver' can go back).
 */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

/** The parts of `window` the navigator uses; tests pass a fake. */
export type NavigatorWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  location: Pick<Window['location'], 'pathname' | 'search' | 'hash' | 'assign' | 'replace'>;
  history: Pick<History, 'state' | 'pushState' | 'replaceState' | 'go'>;
};

function readLocation(win: NavigatorWindow): Location {
  const { pathname, search, hash } = win.location;
  const entry = win.history.state as Partial<EntryState> | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

const createKey = () => Math.random().toString(36).slice(2, 10);

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * The public site's navigator: the browser's session history, through the
 * public API react-router's <Router> asks of a navigator. Every change is
 * reported to the listeners (PublicRouter decides when the router shows it);
 * a push or replace the browser refuses (Safari allows 100 per 30 seconds)
 * becomes a full page load, as in react-router's own browser history.
 */
export function createWindowNavigator(win: NavigatorWindow = window): WindowNavigator {
  const position = () => (win.history.state as Partial<EntryState> | null)?.idx;
  // The entry the page was loaded on is the first one this document knows of.
  if (position() === undefined) win.history.replaceState({ ...(win.history.state as object | null), idx: 0 }, '');
  let location = readLocation(win);
  const listeners = new Set<(update: LocationUpdate) => void>();
  const report = (action: NavigationType) => {
    location = readLocation(win);
    for (const listener of listeners) listener({ action, location });
  };
  const onPopState = () => report(NavigationType.Pop);

  const change = (action: NavigationType.Push | NavigationType.Replace, to: To, state: unknown) => {
    const href = hrefOf(to);
    const idx = (position() ?? 0) + (action === NavigationType.Push ? 1 : 0);
    const entry: EntryState = { usr: state ?? null, key: createKey(), idx };
    try {
      if (action === NavigationType.Push) win.history.pushState(entry, '', href);
      else win.history.replaceState(entry, '', href);
    } catch (error) {
      // State the browser cannot store is a bug to surface, not a reason to reload.
      if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
      if (action === NavigationType.Push) win.location.assign(href);
      else win.location.replace(href);
      return;
    }
    report(action);
  };

  return {
    get location() {
      return location;
    },
    createHref: hrefOf,
    go: (delta) => win.history.go(delta),
    push: (to, state) => change(NavigationType.Push, to, state),
    replace: (to, state) => change(NavigationType.Replace, to, state),
    listen(listener) {
      if (listeners.size === 0) win.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPopState);
      };
    },
  };
}
