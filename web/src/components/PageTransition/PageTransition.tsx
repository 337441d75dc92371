import type { ReactNode } from 'react';
import classes from './PageTransition.module.css';

interface PageTransitionProps {
  /** A new key remounts the wrapper, which replays the entrance animation. */
  transitionKey: string;
  /** The page is on its way out: it fades before the next one replaces it. */
  leaving?: boolean;
  children: ReactNode;
}

/** A short CSS fade in and out for each page; no motion at all when the visitor prefers reduced motion. */
export function PageTransition({ transitionKey, leaving = false, children }: PageTransitionProps) {
  return (
    <div key={transitionKey} className={classes.page} data-transition={leaving ? 'leaving' : 'shown'}>
      {children}
    </div>
  );
}
