/** Shared helpers for the public-site specs (layout, home, about, contact, purchase). */
import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';

/** The operation name of a GraphQL request sent by the page, or null for anything else. */
function operationName(route: Route): string | null {
  const request = route.request();
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  // Queries travel as GET (cacheable), mutations as POST.
  if (request.method() === 'GET') return url.searchParams.get('operationName');
  if (request.method() !== 'POST') return null;
  try {
    const body = request.postDataJSON() as { operationName?: unknown } | null;
    return typeof body?.operationName === 'string' ? body.operationName : null;
  } catch {
    return null;
  }
}

/** Intercepts one named operation; every other request reaches the real server. */
export async function routeOperation(page: Page, name: string, handler: (route: Route) => Promise<void>) {
  // A URL predicate, not the glob '**/graphql': GET queries carry a query string.
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      if (operationName(route) !== name) return route.fallback();
      try {
        await handler(route);
      } catch (error) {
        // A test that has seen what it needs closes its page while a later request (a
        // refetch) may still be in the handler: its response is disposed, nothing to answer.
        if (page.isClosed() || /has been (disposed|closed)/.test(String(error))) return;
        throw error;
      }
    },
  );
}

/** Answers an operation with a GraphQL error, the way Apollo Server reports one. */
export function fulfillGraphQLError(route: Route, message: string, code = 'BAD_USER_INPUT') {
  return route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ data: null, errors: [{ message, extensions: { code } }] }),
  });
}

/**
 * Holds every request to `url` (a page's or widget's chunk) until `open()`, so a test
 * can act while the server's HTML is on screen and that code has not arrived.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  const held = gate();
  let requested = false;
  await page.route(url, async (route) => {
    requested = true;
    await held.promise;
    await route.fallback();
  });
  return { open: held.open, requested: () => requested };
}

/**
 * Answers the page's data as newer than its HTML (another version than the
 * page's `cef-datos` meta names), as after a counter refresh or the owner's
 * save between the page's arrival and her first tap: the app renders the page
 * afresh instead of hydrating it (web/src/lib/shippedAnswers.ts).
 */
export async function answerDataAsNewer(page: Page): Promise<{ answered: () => number }> {
  let answered = 0;
  await page.route(/\/_datos\//, async (route) => {
    const response = await route.fetch();
    answered += 1;
    await route.fulfill({ response, headers: { ...response.headers(), 'cef-datos-version': 'una-version-nueva' } });
  });
  return { answered: () => answered };
}

/** A promise with its resolver, to hold a request until the test has seen the waiting state. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/**
 * Makes the visitor's first move and waits until React has hydrated the
 * server-rendered page (it has claimed the <main> element). The app loads on
 * the first tap, key or scroll (web/src/app/firstIntent.ts); a Shift press is
 * one that changes nothing on the page. A native control used before
 * hydration, such as a <select>, changes only the DOM: React then restores the
 * value it rendered and nothing happens.
 */
/** Whether React has claimed the server-rendered <main> (the page has hydrated). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$')),
  );
}

export async function waitForHydration(page: Page): Promise<void> {
  // The entry's listeners are on before DOMContentLoaded (a module script runs before it fires).
  await page.waitForLoadState('domcontentloaded');
  await page.keyboard.press('Shift');
  // The page's scripts and data download after that key: on a busy machine that is well
  // past expect.poll's default second.
  await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
}

export const CONTACT_FALLBACK = 'Cargando sección de contacto...';

/**
 * Scrolls to the contact section, which loads only near the screen, until its
 * "Hablemos" heading (or, formOnly, its form) is there. Polls: a scroll made
 * before the page hydrates, or before images above settle, may not count.
 */
export async function scrollToContactSection(page: Page): Promise<void> {
  const fallback = page.getByText(CONTACT_FALLBACK);
  const form = page.getByRole('button', { name: 'Enviar mensaje' });
  await expect
    .poll(
      async () => {
        if ((await fallback.count()) > 0) await fallback.scrollIntoViewIfNeeded().catch(() => {});
        return form.count();
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBeGreaterThan(0);
  await form.scrollIntoViewIfNeeded();
}

// Card lists, view counts, ratings and toasts of the articles and guides pages.

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
  // The view is recorded after the page loads, hydrated or not; the page shows its total once hydrated.
  await waitForHydration(page);
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
  await expect.poll(() => alert.first().textContent()).toContain(title);
  // Screen readers must hear what the toast's close button does.
  await expect.poll(() => alert.first().getByRole('button', { name: 'Cerrar notificación' }).count()).toBe(1);
}

/** The real answer to an intercepted request, never a 304: the test needs a body to rewrite. */
export async function fetchFresh(route: Route) {
  const headers = { ...route.request().headers() };
  delete headers['if-none-match'];
  return route.fetch({ headers });
}
