/**
 * The visitor's first sign of doing more than reading: a tap, a key, a
 * scroll. A phone that only shows the page never runs the app: the server's
 * HTML is the page, its links work as links, and React, Apollo and the page's
 * code (about 170 KB of script, seconds of a phone's main thread) load when
 * she first touches it. A tap on a button before then is kept and replayed
 * (earlyClicks.ts); a tap on a link simply navigates, to a page as light.
 */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/** Resolves on the first of INTENT_EVENTS anywhere in the window. */
export function firstIntent(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): Promise<void> {
  return new Promise((resolve) => {
    // Capture: a scroll inside an element does not bubble, and a handler that stops an event cannot hide it.
    const options = { capture: true, passive: true } as const;
    const done = () => {
      for (const type of INTENT_EVENTS) target.removeEventListener(type, done, options);
      resolve();
    };
    for (const type of INTENT_EVENTS) target.addEventListener(type, done, options);
  });
}
