/**
 * What a phone visitor sees go wrong, measured in the page: words broken across
 * two lines, and the layout shifting while the page loads (CLS).
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { GAMES } from '../src/features/games/gameCatalog';
import { graphqlData } from './graphql';

export const PHONE_WIDTHS = [320, 360, 390] as const;

export const phoneAt = (width: number): BrowserContextOptions => ({
  viewport: { width, height: 740 },
  isMobile: true,
  hasTouch: true,
});

/** Every public route a visitor can reach, the missing ones included. */
export async function publicRoutes(baseUrl: string): Promise<string[]> {
  const { articles, guides } = await graphqlData<{
    articles: { items: { id: string }[] };
    guides: { items: { id: string; isFree: boolean }[] };
  }>(
    baseUrl,
    'query E2EPublicRoutes { articles { items { id } } guides(input: { pageSize: 50 }) { items { id isFree } } }',
  );
  const paidGuide = guides.items.find((guide) => !guide.isFree)?.id;
  const routes = [
    '/',
    '/articulos',
    `/articulos/${articles.items[0]?.id}`,
    '/articulos/999999',
    '/guias',
    `/guias/${guides.items.find((guide) => guide.isFree)?.id}`,
    `/guias/${paidGuide}`,
    '/guias/999999',
    '/sobre-mi',
    '/privacidad',
    '/juegos',
    ...GAMES.map((game) => `/juegos/${game.slug}`),
    `/compra-exitosa/${paidGuide}`,
    '/compra-exitosa/99999',
    '/compra-exitosa/',
    '/no-existe',
  ];
  if (routes.some((route) => route.includes('undefined'))) throw new Error(`a route has no id: ${routes.join(' ')}`);
  return routes;
}

/** Where words must stay whole: every control and label, table cells and headings. */
export const WHOLE_WORD_SELECTOR = 'button, [role="button"], a, label, legend, th, td, h1, h2, h3, h4';

/**
 * Words (runs of non-space characters) inside `selector` that the browser laid
 * out on more than one line: a Range over each word gives one client rect per
 * line it occupies, so a rect that starts below another one's bottom is a break
 * inside the word ('Herma' / 'no/a'). Returns 'word (element text)' per split.
 */
export function splitWords(page: Page, selector = WHOLE_WORD_SELECTOR): Promise<string[]> {
  return page.evaluate((selector) => {
    const seen = new Set<Node>();
    const found: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (seen.has(node)) continue;
        seen.add(node);
        const box = node.parentElement?.getBoundingClientRect();
        // Unrendered text, and the 1 px boxes of screen-reader-only texts, are not seen.
        if (!box || box.width <= 1 || box.height <= 1) continue;
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
          const split = rects.some((a) => rects.some((b) => b.top >= a.bottom - 1));
          if (split) found.push(`${match[0]} (${element.textContent?.trim().slice(0, 60)})`);
        }
      }
    }
    return found;
  }, selector);
}

/**
 * Starts collecting layout shifts before any page script runs; read them with
 * cumulativeLayoutShift. Call once per context, before the first navigation.
 */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    interface LayoutShift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    }
    const describe = (node?: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return '?';
      const classes = [...element.classList].slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} «${element.textContent?.trim().slice(0, 30)}»`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export interface ShiftReport {
  /** The sum of every shift not caused by recent input: CLS without session windows, so never lower. */
  cls: number;
  /** The shifts that moved something, largest first, with what moved. */
  shifts: string[];
}

/** The layout shifts of the page so far (see observeLayoutShifts). */
export async function cumulativeLayoutShift(page: Page): Promise<ShiftReport> {
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts?: { value: number; sources: string[] }[] }).__layoutShifts ?? [],
  );
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return {
    cls: Math.round(cls * 1000) / 1000,
    shifts: shifts
      .sort((a, b) => b.value - a.value)
      .map((shift) => `${shift.value.toFixed(3)}: ${shift.sources.join(' | ')}`),
  };
}
