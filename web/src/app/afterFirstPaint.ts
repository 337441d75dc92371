/** The longest the app waits for the first screen before starting anyway (a slow picture, a browser without paint timing). */
export const FIRST_SCREEN_WAIT_MS = 1000;

/** Resolves after the browser has drawn a frame: a timer set from an animation frame runs after that frame. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves when the browser reports the first contentful paint (or after a frame where it cannot). */
function firstContentfulPaint(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return nextFrame();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once the server's HTML is on screen with its main picture (the
 * images rendered with fetchpriority="high": a cover, the hero, a list's first
 * card), or after FIRST_SCREEN_WAIT_MS. A client-only page (the admin) has
 * nothing to paint yet and a hidden tab draws nothing, so both go on at once.
 */
export async function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden' || !document.getElementById('root')?.hasChildNodes()) return;
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const firstScreen = Promise.all([
    firstContentfulPaint(),
    ...pictures.map((picture) => picture.decode().catch(() => undefined)),
  ]).then(nextFrame);
  await Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
}
