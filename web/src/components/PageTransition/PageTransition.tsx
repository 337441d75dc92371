import type { ReactNode } from 'react';
import classes from './PageTransition.module.css';

interface PageTransitionProps {
  /** A new key remounts the wrapper, which replays the entrance animation. */
  transitionKey: string;
  children: ReactNode;
}

/** A short CSS fade-in for each page; no motion at all when the visitor prefers reduced motion. */
export function PageTransition({ transitionKey, children }: PageTransitionProps) {
  return (
    <div key={transitionKey} className={classes.page}>
      {children}
    </div>
  );
}
