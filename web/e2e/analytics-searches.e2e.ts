/**
 * 'Búsquedas sin resultados': a reader searches /articulos for a word some
 * articles have and for one none has; the owner's visits screen lists the
 * second, with how often it was searched, and not the first. At 390 and
 * 1280 px, axe clean. Screenshots: docs/screenshots/admin/analytics-searches-*.png
 * with E2E_SCREENSHOTS=docs/screenshots/admin.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, useBrowser } from './browser';
import { openAdminSession, pathIs, screenshot, shows, type AdminSession } from './admin-helpers';
import { expectNoSeriousA11yViolations } from './a11y';
import { waitForHydration } from './publicSiteHelpers';
import { currentLane } from './lane';

const FOUND = 'Berrinches';
const NOT_FOUND = 'Dinosaurios Voladores';

/** Types a search in the list's box and waits for the beacon the list sends once it has settled. */
async function searchFor(page: Page, term: string) {
  const recorded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('RecordSearch') &&
      (response.request().postData() ?? '').includes(term),
  );
  await page.getByRole('searchbox', { name: 'Buscar artículos' }).fill(term);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(term);
  expect((await (await recorded).json()) as unknown).toEqual({ data: { recordSearch: true } });
}

describe('searches that found nothing, in the admin', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;
  const sessions: AdminSession[] = [];

  afterAll(async () => {
    for (const session of sessions) {
      expect(session.errors).toEqual([]);
      await session.context.close();
    }
  });

  // Tests of a file run in order: the reader searches before the owner looks.
  it('a reader searches the articles for a word some have and for one none has', async () => {
    const context = await browser().newContext(PHONE);
    const { page } = await newPage(context);
    await page.goto(`${baseUrl}/articulos`);
    await waitForHydration(page);
    await searchFor(page, FOUND);
    await shows(page.getByRole('link', { name: /Cómo acompañar los berrinches/ }).first());
    await searchFor(page, NOT_FOUND);
    await context.close();
  });

  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const)('lists the term that found nothing, with its count, at %s px', async (width, viewport) => {
    const session = await openAdminSession(browser(), baseUrl, viewport);
    sessions.push(session);
    const { page } = session;
    const table = page.getByRole('table', { name: 'Búsquedas sin resultados' });
    // The view buffer writes every few seconds: reload until the search is in the daily rows.
    await expect
      .poll(
        async () => {
          await page.goto(`${baseUrl}/admin/estadisticas`);
          await pathIs(page, '/admin/estadisticas');
          await shows(page.getByRole('heading', { name: 'Búsquedas sin resultados', level: 2 }));
          return table.getByRole('row', { name: 'dinosaurios voladores 1' }).count();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(1);
    expect(await table.getByRole('row', { name: /berrinches/ }).count()).toBe(0);
    await shows(page.getByText(/sin guardar quién lo buscó/));
    await expectNoSeriousA11yViolations(page, { label: `busquedas sin resultados ${width}` });
    await screenshot(
      page,
      `analytics-searches-${width}`,
      page.getByRole('heading', { name: 'Búsquedas sin resultados' }).locator('..'),
    );
  });
});
