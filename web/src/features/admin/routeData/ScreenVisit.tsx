import { createContext, Fragment, useCallback, useContext, useState, type ReactNode } from 'react';

const RestartVisit = createContext<() => void>(() => undefined);

/**
 * One visit of a screen. Leaving a form without saving ends its visit at once: while the
 * next screen's data loads the form stays on screen, and coming straight back (Forward)
 * must open the form afresh from the saved values, as any later visit does (with what she
 * had typed offered as a draft), not the discarded one still mounted.
 */
export function ScreenVisit({ children }: { children: ReactNode }) {
  const [visit, setVisit] = useState(0);
  const restart = useCallback(() => setVisit((count) => count + 1), []);
  return (
    <RestartVisit.Provider value={restart}>
      <Fragment key={visit}>{children}</Fragment>
    </RestartVisit.Provider>
  );
}

/** Ends the current visit of the screen (a no-op outside a routed screen). */
export function useRestartVisit(): () => void {
  return useContext(RestartVisit);
}
