import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { NavigationGuardContext } from '../../../app/navigation/navigationGuardContext';
import { createNavigationBlocker, type NavigationBlocker, type ShouldBlock } from './navigationBlocker';

/**
 * Holds in-app navigations (links, navigate(), back and forward) while
 * `shouldBlock` says so, like react-router's data-router useBlocker: the
 * returned blocker is 'blocked' until proceed() or reset() is called.
 * One component at a time may block (the form on screen).
 */
export function useNavigationBlocker(shouldBlock: ShouldBlock): NavigationBlocker {
  const history = useContext(NavigationGuardContext);
  if (!history) throw new Error('useNavigationBlocker needs GuardedBrowserRouter');
  const [store] = useState(() => createNavigationBlocker(history));
  // The rule closes over the form's state: the blocker, made once, is given each render's.
  useEffect(() => store.setShouldBlock(shouldBlock));
  useEffect(() => store.attach(), [store]);
  return useSyncExternalStore(store.subscribe, store.current, store.current);
}
