/**
 * The public site and the admin are two builds (web/vite.config.ts and
 * web/vite.admin.config.ts): moving between them is a full page load, each
 * build's own router handles the rest. The admin's unsaved-changes guard
 * (react-router's useBlocker) is exercised in admin-settings.e2e.ts and
 * admin-games.e2e.ts, the toast kept across signing out in admin-session.e2e.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathIs, shows } from './admin-helpers';
import { DESKTOP, newPage, useBrowser } from './browser';
import { waitForHydration } from './publicSiteHelpers';
import { currentLane } from './lane';

/** Marks the document on screen: the mark survives an in-app navigation, not a page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { cefMark?: boolean }).cefMark = true;
  });
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { cefMark?: boolean }).cefMark === true);

/** The scripts the page on screen loaded, by path. */
const scriptPaths = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname),
  );

describe('moving between the public site and the admin', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;

  it("loads the admin's own page from the header's Admin link, and the public site again from the login page", async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Admin' }).click();
    await pathIs(page, '/admin/login');
    await shows(page.getByRole('heading', { name: 'Panel de Administración' }));
    expect(await sameDocument(page)).toBe(false);
    const adminScripts = await scriptPaths(page);
    expect(adminScripts.length).toBeGreaterThan(0);
    expect(adminScripts.every((script) => script.startsWith('/admin/assets/'))).toBe(true);

    await markDocument(page);
    await page.getByRole('link', { name: 'Volver al sitio' }).click();
    await pathIs(page, '/');
    await waitForHydration(page);
    expect(await sameDocument(page)).toBe(false);
    expect((await scriptPaths(page)).some((script) => script.startsWith('/admin/'))).toBe(false);

    // Back to the admin's page, which the browser loads again.
    await page.goBack();
    await pathIs(page, '/admin/login');
    await shows(page.getByRole('heading', { name: 'Panel de Administración' }));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("leaves the admin for a public page linked from an admin screen (its 404's 'Volver al Inicio')", async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    const response = await page.goto(`${baseUrl}/admin/no-existe`);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await shows(page.getByRole('heading', { name: 'Ups! Página no encontrada' }));
    await markDocument(page);
    await page.getByRole('link', { name: 'Volver al Inicio' }).click();
    await pathIs(page, '/');
    await waitForHydration(page);
    expect(await sameDocument(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fades the public page out before showing the next one, within the same document', async () => {
    const context = await browser().newContext({ ...DESKTOP, reducedMotion: 'no-preference' });
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await markDocument(page);
    // Records every page wrapper that is marked as leaving (PageTransition, pageExit.ts).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { cefLeaving: string[] }).cefLeaving = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as Element;
          if (element.getAttribute('data-transition') === 'leaving') seen.push(window.location.pathname);
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-transition'] });
    });
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Artículos' })
      .click();
    await pathIs(page, '/articulos');
    await shows(page.getByRole('heading', { name: 'Artículos', level: 1 }));
    expect(await page.evaluate(() => (window as unknown as { cefLeaving: string[] }).cefLeaving)).toEqual([
      '/articulos',
    ]);
    await expect.poll(() => page.locator('main [data-transition]').getAttribute('data-transition')).toBe('shown');

    // Back: the same exit, and still the same document.
    await page.goBack();
    await pathIs(page, '/');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { cefLeaving: string[] }).cefLeaving))
      .toEqual(['/articulos', '/']);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
