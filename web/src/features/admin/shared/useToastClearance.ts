import { useEffect, useState } from 'react';

/**
 * For a bar stuck to the bottom of the screen (the settings save bar): while it
 * is shown, toasts at the bottom (ADMIN_TOAST_PLACEMENT) sit above it instead of
 * covering its buttons. Returns the ref callback for the bar.
 */
export function useToastClearance(): (bar: HTMLElement | null) => void {
  const [bar, setBar] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!bar) return undefined;
    const root = document.documentElement;
    // offsetHeight: the whole bar, padding and border included; it grows with the upload progress.
    const update = () => root.style.setProperty('--toast-clearance', `${bar.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-clearance');
    };
  }, [bar]);
  return setBar;
}
