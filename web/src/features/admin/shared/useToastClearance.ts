import { useEffect, useState } from 'react';

/**
 * For the buttons that end a page (a form's actions, the settings save bar):
 * while they are in the lower half of the screen, toasts at the bottom
 * (ADMIN_TOAST_PLACEMENT) sit above them instead of covering them, so she can
 * save again at once after an error. A bar stuck to the bottom reaches up by
 * its own height; a form's row in the page by however far it is from the
 * bottom edge. Returns the ref callback for the element.
 */
export function useToastClearance(): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element) return undefined;
    const root = document.documentElement;
    const update = () => {
      const { top, bottom } = element.getBoundingClientRect();
      const height = window.innerHeight;
      // In the upper half (or off screen) a toast at the bottom cannot cover it.
      const clearance = bottom > 0 && top >= height / 2 && top < height ? height - top : 0;
      root.style.setProperty('--toast-clearance', `${Math.round(clearance)}px`);
    };
    update();
    // It grows with the upload progress; scrolling moves a row in the page.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      root.style.removeProperty('--toast-clearance');
    };
  }, [element]);
  return setElement;
}
