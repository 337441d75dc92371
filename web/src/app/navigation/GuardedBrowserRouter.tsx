import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { PageLeavingContext } from '../pageExit';
import { createInterceptableHistory, type BrowserHistoryLike, type HistoryUpdate } from './interceptableHistory';
import { NavigationGuardContext } from './navigationGuardContext';

interface GuardedBrowserRouterProps {
  /**
   * When it returns a promise, the page on screen is marked as leaving and the
   * router shows the new location once the promise settles (pageExit.ts).
   */
  leaveBefore?: (fromPathname: string, toPathname: string) => Promise<void> | null;
  children: ReactNode;
}

/**
 * react-router's BrowserRouter (the same history, navigations rendered as
 * transitions so a page whose code is still downloading keeps the previous
 * one on screen), with a history a guard can intercept (the admin's
 * unsaved-changes guard, features/admin/shared/navigationBlocker.ts) and an
 * exit for the page on screen.
 *
 * The exit holds the whole router at the old location rather than rendering
 * the old page at a lagging location under the new one: every hook then sees
 * one location, and no update reaches into the page while it leaves (an
 * update inside a boundary still showing server HTML, such as the home
 * carousel before it is needed, would hold a transition until it hydrates).
 */
export function GuardedBrowserRouter({ leaveBefore, children }: GuardedBrowserRouterProps) {
  const [history] = useState(() =>
    createInterceptableHistory(createBrowserHistory({ v5Compat: true }) as unknown as BrowserHistoryLike),
  );
  const [state, setState] = useState<Pick<HistoryUpdate, 'action' | 'location'>>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [leaving, setLeaving] = useState(false);
  const shownPathname = useRef(state.location.pathname);
  const latestUpdate = useRef(0);

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const update = ++latestUpdate.current;
        const show = () =>
          startTransition(() => {
            shownPathname.current = location.pathname;
            setLeaving(false);
            setState({ action, location });
          });
        const exit = leaveBefore?.(shownPathname.current, location.pathname) ?? null;
        if (!exit) return show();
        setLeaving(true);
        // A later navigation supersedes this one: only the newest location is shown.
        void exit.then(() => {
          if (update === latestUpdate.current) show();
        });
      }),
    [history, leaveBefore],
  );
  return (
    <NavigationGuardContext.Provider value={history}>
      <PageLeavingContext.Provider value={leaving}>
        <Router location={state.location} navigationType={state.action} navigator={history}>
          {children}
        </Router>
      </PageLeavingContext.Provider>
    </NavigationGuardContext.Provider>
  );
}
