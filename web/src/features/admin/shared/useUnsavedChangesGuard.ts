import { useEffect, useRef } from 'react';
import type { NavigationBlocker } from './navigationBlocker';
import { useNavigationBlocker } from './useNavigationBlocker';

/**
 * Warns before leaving a page with unsaved changes: in-app navigation is held
 * by useNavigationBlocker (answered by UnsavedChangesDialog), closing or
 * reloading the tab by the browser's own beforeunload prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean): {
  blocker: NavigationBlocker;
  allowNavigation: () => void;
} {
  const allowed = useRef(false);
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only show the prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    blocker,
    /** Call before navigating away on purpose (after a successful save). */
    allowNavigation: () => {
      allowed.current = true;
    },
  };
}
