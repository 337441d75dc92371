/** The JSON list of the page's scripts the server writes (server/src/http/pageAssets.ts). */
const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * Starts downloading every script the page needs, all at once: the server
 * lists them (the app's start module, the page's chunk and their imports)
 * instead of linking them, so they wait until the first screen is painted.
 */
export function preloadPageScripts(): void {
  const list = document.getElementById(PAGE_SCRIPTS_ID)?.textContent;
  if (!list) return;
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
