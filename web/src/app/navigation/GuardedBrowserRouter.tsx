import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { createInterceptableHistory, type BrowserHistoryLike, type HistoryUpdate } from './interceptableHistory';
import { NavigationGuardContext } from './navigationGuardContext';

/**
 * react-router's BrowserRouter (the same history, navigations rendered as
 * transitions so a page whose code is still downloading keeps the previous
 * one on screen), with a history a guard can intercept (the admin's
 * unsaved-changes guard, features/admin/shared/navigationBlocker.ts).
 */
export function GuardedBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() =>
    createInterceptableHistory(createBrowserHistory({ v5Compat: true }) as unknown as BrowserHistoryLike),
  );
  const [state, setState] = useState<Pick<HistoryUpdate, 'action' | 'location'>>(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  );
  return (
    <NavigationGuardContext.Provider value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationGuardContext.Provider>
  );
}
