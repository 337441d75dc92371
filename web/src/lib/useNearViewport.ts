import { useEffect, type RefObject } from 'react';

/** How far below the screen an element counts as near, so what it needs is ready by the time she scrolls to it. */
export const NEAR_VIEWPORT_MARGIN = '1000px 0px';

/**
 * Calls `onNear` once, when the element comes within NEAR_VIEWPORT_MARGIN of
 * the screen (at once when it already is, or when the browser cannot tell).
 * Pass a stable callback (useCallback): a new one restarts the observer.
 */
export function useNearViewport(ref: RefObject<Element | null>, onNear: () => void): void {
  useEffect(() => {
    const target = ref.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      onNear();
      return;
    }
    // The first callback reports the current position, so an element already near fires at once.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref, onNear]);
}
