import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Runs `report` (a log line, a toast) once per distinct error. React's
 * StrictMode runs effects twice in development; without the ref the visitor
 * would get the same toast twice.
 */
export function useReportError(error: unknown, report: (error: unknown) => void) {
  const reported = useRef<unknown>(null);
  // Only a new error should report; the (usually inline) callback may change every render.
  const onError = useEffectEvent(report);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    onError(error);
  }, [error]);
}
