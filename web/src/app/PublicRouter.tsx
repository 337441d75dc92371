import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { NavigationType, Router } from 'react-router-dom';
import { PageLeavingContext } from './pageExit';
import { createWindowNavigator, type LocationUpdate } from './windowNavigator';

interface PublicRouterProps {
  /**
   * When it returns a promise, the page on screen is marked as leaving and the
   * router shows the new location once the promise settles (pageExit.ts).
   */
  leaveBefore?: (fromPathname: string, toPathname: string) => Promise<void> | null;
  children: ReactNode;
}

/**
 * The public site's browser router: what react-router's BrowserRouter does
 * (navigations rendered as transitions, so a page whose code is still
 * downloading keeps the previous one on screen), plus an exit for the page on
 * screen, on the public <Router> and a navigator of our own (windowNavigator.ts).
 * BrowserRouter takes no navigator, and the data router's ~16 KB gzip would
 * join every visitor's first load; the admin, a build of its own, has it.
 *
 * The exit holds the whole router at the old location rather than rendering
 * the old page at a lagging location under the new one: every hook then sees
 * one location, and no update reaches into the page while it leaves (an
 * update inside a boundary still showing server HTML, such as the home
 * carousel before it is needed, would hold a transition until it hydrates).
 */
export function PublicRouter({ leaveBefore, children }: PublicRouterProps) {
  const [navigator] = useState(() => createWindowNavigator());
  const [state, setState] = useState<LocationUpdate>(() => ({
    action: NavigationType.Pop,
    location: navigator.location,
  }));
  const [leaving, setLeaving] = useState(false);
  const shownPathname = useRef(state.location.pathname);
  const latestUpdate = useRef(0);

  useLayoutEffect(
    () =>
      navigator.listen((next) => {
        const update = ++latestUpdate.current;
        const show = () =>
          startTransition(() => {
            shownPathname.current = next.location.pathname;
            setLeaving(false);
            setState(next);
          });
        const exit = leaveBefore?.(shownPathname.current, next.location.pathname) ?? null;
        if (!exit) return show();
        setLeaving(true);
        // A later navigation supersedes this one: only the newest location is shown.
        void exit.then(() => {
          if (update === latestUpdate.current) show();
        });
      }),
    [navigator, leaveBefore],
  );
  return (
    <PageLeavingContext.Provider value={leaving}>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </PageLeavingContext.Provider>
  );
}
