/**
 * Pages don't jump while they load: on every public route, on a phone and a
 * desktop, the layout shifts observed from the first byte until the page's
 * client-side content (game questions, the purchase check) has arrived add up
 * to less than 0.1 (Web Vitals' "good" CLS), with no input to excuse them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { DESKTOP, useBrowser, newPage } from './browser';
import { cumulativeLayoutShift, observeLayoutShifts, phoneAt, publicRoutes } from './phoneMeasures';
import { waitForHydration } from './publicSiteHelpers';
import { currentLane } from './lane';

const GOOD_CLS = 0.1;

/** Hydrated, its loading states gone, and no request or shift for a moment. */
async function loaded(page: Page) {
  await waitForHydration(page);
  const loading = page.getByRole('main').getByText(/^(Cargando preguntas|Verificando tu compra)/);
  await expect.poll(() => loading.count()).toBe(0);
  await page.waitForLoadState('networkidle');
  // Fonts, images and lazy widgets lay out in the frames after the last response.
  await page.waitForTimeout(750);
}

describe('layout shift while pages load', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;
  let routes: string[];

  beforeAll(async () => {
    routes = await publicRoutes(baseUrl);
  });

  for (const [label, options] of [
    ['phone 360 px', phoneAt(360)],
    ['desktop', DESKTOP],
  ] as [string, BrowserContextOptions][]) {
    it(`keeps CLS under ${GOOD_CLS} on every public route (${label})`, async () => {
      const context = await browser().newContext(options);
      const measured: Record<string, number> = {};
      const over: Record<string, string[]> = {};
      for (const route of routes) {
        // A page of its own per route: the observer's buffer holds one page load.
        const { page, errors } = await newPage(context);
        await observeLayoutShifts(page);
        await page.goto(`${baseUrl}${route}`);
        await loaded(page);
        const { cls, shifts } = await cumulativeLayoutShift(page);
        measured[route] = cls;
        if (cls >= GOOD_CLS) over[route] = shifts.slice(0, 3);
        expect({ route, errors }).toEqual({ route, errors: [] });
        await page.close();
      }
      console.log(`CLS (${label}):`, JSON.stringify(measured, null, 1));
      expect(over).toEqual({});
      await context.close();
      // Nineteen page loads, each waited out until the network is idle.
    }, 180_000);
  }
});
