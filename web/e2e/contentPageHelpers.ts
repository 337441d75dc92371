/** Helpers for the articles and guides specs: card lists, view counts, ratings and toasts. */
import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { waitForHydration } from './publicSiteHelpers';

/** Titles of the cards in the list (level-2 headings inside card articles). */
export function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
}

/**
 * Waits until the list shows `count` cards (starting with `firstTitle` when
 * given, to tell a new page from the previous one) and returns their titles.
 */
export async function waitForCards(page: Page, count: number, firstTitle?: string): Promise<string[]> {
  // The cards arrive server-rendered; what a test does next (filter, sort, page) needs React.
  await waitForHydration(page);
  await expect
    .poll(async () => {
      const titles = await cardTitles(page);
      return titles.length === count && (firstTitle === undefined || titles[0] === firstTitle);
    })
    .toBe(true);
  return cardTitles(page);
}

const VIEWS_TEXT = /^\d+ vistas?$/;

/**
 * Opens a detail page, waits for its RecordView call and for the page to show
 * the count that call returned; resolves to that count.
 */
export async function openAndCountView(page: Page, url: string): Promise<number> {
  const recorded = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('RecordView'),
  );
  await page.goto(url);
  const body = (await (await recorded).json()) as { data?: { recordView?: number } };
  const views = body.data?.recordView;
  expect(typeof views).toBe('number');
  await expect
    .poll(() => page.getByRole('main').getByText(VIEWS_TEXT).textContent())
    .toBe(`${views} ${views === 1 ? 'vista' : 'vistas'}`);
  return views as number;
}

/** The rating count shown next to the average, e.g. '4.0 (2 calificaciones)' → 2. */
export async function ratingCount(page: Page): Promise<number> {
  const text = await page
    .getByRole('main')
    .getByText(/\(\d+ calificaci(ón|ones)\)/)
    .first()
    .textContent();
  const match = /\((\d+) calificaci/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`No rating count in "${text}"`);
  return Number(match[1]);
}

/** Waits for a toast with this title and message. */
export async function expectToast(page: Page, title: string, message: string): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: message });
  await alert.first().waitFor();
  expect(await alert.first().textContent()).toContain(title);
  // Screen readers must hear what the toast's close button does.
  expect(await alert.first().getByRole('button', { name: 'Cerrar notificación' }).count()).toBe(1);
}

/** The operation name of a GraphQL request: queries go as GET (cacheable), mutations as POST. */
function graphqlOperationName(route: Route): string | null {
  const request = route.request();
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  if (request.method() === 'GET') return url.searchParams.get('operationName');
  if (request.method() !== 'POST') return null;
  try {
    const body = request.postDataJSON() as { operationName?: unknown } | null;
    return typeof body?.operationName === 'string' ? body.operationName : null;
  } catch {
    return null;
  }
}

/**
 * Intercepts one named GraphQL operation (GET or POST); everything else reaches
 * the real server. Server-rendered pages never send their first queries from the
 * browser, so only client-side navigation and later queries pass through here.
 */
export async function routeGraphQL(page: Page, name: string, handler: (route: Route) => Promise<void>) {
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      if (graphqlOperationName(route) === name) await handler(route);
      else await route.fallback();
    },
  );
}

/** The real answer to an intercepted request, never a 304: the test needs a body to rewrite. */
export async function fetchFresh(route: Route) {
  const headers = { ...route.request().headers() };
  delete headers['if-none-match'];
  return route.fetch({ headers });
}
