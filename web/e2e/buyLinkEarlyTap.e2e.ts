/**
 * 'Comprar por…' as the plain payment link (no Mercado Pago connected: a
 * server of its own, as the lanes all connect a fake one), tapped before the
 * page's app has run: the link opens the payment page in a new tab, as a link
 * does, and the owner's funnel still counts the click once the app runs
 * (web/src/lib/goals/earlyGoals.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, PHONE, useBrowser } from './browser';
import { startServer, type E2EServer } from './globalSetup';
import { graphqlData } from './graphql';
import { isHydrated } from './publicSiteHelpers';

describe('a payment link tapped before the app runs', () => {
  const browser = useBrowser();
  let server: E2EServer;

  beforeAll(async () => {
    server = await startServer({});
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('opens the payment page and counts the click in the funnel', async () => {
    const { guides } = await graphqlData<{ guides: { items: { id: string; paymentLink: string | null }[] } }>(
      server.baseUrl,
      'query E2EPaidGuides { guides(input: { pageSize: 50 }) { items { id paymentLink } } }',
    );
    const guide = guides.items.find((item) => item.paymentLink);
    expect(guide).toBeDefined();
    const context = await browser().newContext(PHONE);
    // The payment site is not reachable from here: the new tab only has to open.
    await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ body: 'pago' }));
    const { page } = await newPage(context);
    await page.goto(`${server.baseUrl}/guias/${guide!.id}`);
    await page.waitForLoadState('domcontentloaded');
    const link = page.getByRole('main').getByRole('link', { name: /^Comprar por/ });
    expect(await link.getAttribute('href')).toBe(guide!.paymentLink);
    // The server's HTML, before the app: nothing has hydrated <main> yet.
    expect(await isHydrated(page)).toBe(false);
    const counted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('GUIDE_BUY_CLICK'),
    );
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    expect(tab.url()).toBe(guide!.paymentLink);
    expect(await (await counted).json()).toEqual({ data: { recordGoal: true } });
    await context.close();
  });
});
