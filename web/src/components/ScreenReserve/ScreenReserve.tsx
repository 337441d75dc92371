import type { CSSProperties, ReactNode } from 'react';
import classes from './ScreenReserve.module.css';

interface ScreenReserveProps {
  /**
   * A CSS length no taller than what the page shows above this area (header, back bar, title):
   * the footer then starts at or just below the bottom of the screen.
   */
  above: string;
  children: ReactNode;
}

/**
 * Room for content the browser fills in after the page loads (a game's shuffled
 * questions, a purchase check): the server renders a short loading state, and
 * without this the footer would jump down by the content's height when it arrives.
 */
export function ScreenReserve({ above, children }: ScreenReserveProps) {
  return (
    <div className={classes.reserve} style={{ '--reserve-above': above } as CSSProperties}>
      {children}
    </div>
  );
}
