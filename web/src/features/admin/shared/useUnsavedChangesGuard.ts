import { useEffect, useRef } from 'react';
import { useRestartVisit } from '../routeData/ScreenVisit';
import { useBlocker, type Blocker } from 'react-router-dom';

/**
 * Warns before leaving a page with unsaved changes: navigation within the
 * admin (links, navigate(), back and forward) is held by react-router's
 * useBlocker (answered by UnsavedChangesDialog), closing or reloading the tab,
 * or loading another page, by the browser's own beforeunload prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean): {
  blocker: Blocker;
  allowNavigation: () => void;
} {
  const allowed = useRef(false);
  const restartVisit = useRestartVisit();
  const held = useBlocker(
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

  // 'Salir sin guardar' lets the navigation go and ends this visit of the form (ScreenVisit).
  const blocker: Blocker =
    held.state === 'blocked'
      ? {
          ...held,
          proceed: () => {
            held.proceed();
            restartVisit();
          },
        }
      : held;

  return {
    blocker,
    /** Call before navigating away on purpose (after a successful save). */
    allowNavigation: () => {
      allowed.current = true;
    },
  };
}
