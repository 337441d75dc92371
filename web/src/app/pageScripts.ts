import { nextTask } from './nextTask';

/** The JSON list of the page's scripts the server writes (server/src/http/pageAssets.ts). */
const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * How long one task may spend adding links. Starting a request costs the main
 * thread a few milliseconds on a mid-range phone (about 2 ms each on this
 * project's CI machine, 5-9 ms with Lighthouse's 4x slowdown), so all of a
 * page's twenty-odd scripts at once made one task of 50-175 ms during which a
 * tap waited.
 */
export const LINKS_TASK_BUDGET_MS = 10;

/**
 * Starts downloading every script the page needs: the server lists them (the
 * app's start module, then its imports, then the page's chunks) instead of
 * linking them, so they wait until the first screen is painted. The links go
 * in a few at a time, yielding between tasks, in the order listed.
 */
export async function preloadPageScripts(): Promise<void> {
  const list = document.getElementById(PAGE_SCRIPTS_ID)?.textContent;
  if (!list) return;
  let taskStart = performance.now();
  for (const href of JSON.parse(list) as string[]) {
    if (performance.now() - taskStart >= LINKS_TASK_BUDGET_MS) {
      await nextTask();
      taskStart = performance.now();
    }
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Whether the app must start without waiting for the visitor: the server marks
 * a page that shows nothing useful until it runs (a game, a purchase check:
 * RenderResult.startAtOnce). Without a script list (the development server,
 * where Vite serves the modules) it starts at once too.
 */
export function pageStartsAtOnce(): boolean {
  const list = document.getElementById(PAGE_SCRIPTS_ID);
  return !list || list.dataset.start === 'now';
}
