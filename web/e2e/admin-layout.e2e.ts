import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from './browser';
import { gate, graphqlRequest, routeOperation } from './publicSiteHelpers';
import { openAdminSession, pathIs, pickFile, shows, toast } from './admin-helpers';

/** Where the screenshots the issue asks for are written (looked at by a person, not compared). */
const SHOTS = path.join(process.env.E2E_SCREENSHOTS ?? '/tmp', 'admin-layout');
const RATED = 'Cuidar la pareja mientras criamos';
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** An .exe (its "MZ" header) renamed, announced by the browser as the type its name says. */
const fakeFile = (name: string, mimeType: string) => ({
  name,
  mimeType,
  buffer: Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(60)]),
});

/** The texts of the elements whose text is cut off (wider than their box). */
const isClipped = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent ?? ''),
    );

describe('admin layout and wording', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
    // Two visitors rate one article 5 and 4: an average of 4.5 to draw.
    const { body } = await graphqlRequest<{ articles: { items: { id: string; title: string }[] } }>(
      baseUrl,
      'query E2EFind($input: ContentListInput) { articles(input: $input) { items { id title } } }',
      { input: { search: 'cuidar la pareja' } },
    );
    const id = body.data?.articles.items.find((item) => item.title === RATED)?.id;
    expect(id).toBeDefined();
    for (const rating of [5, 4]) {
      const rated = await graphqlRequest(
        baseUrl,
        'mutation E2ERate($id: ID!, $rating: Int!) { rateContent(contentType: ARTICLE, id: $id, rating: $rating) { count } }',
        { id, rating },
      );
      expect(rated.body.errors).toBeUndefined();
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`refuses a renamed .exe in the image and PDF pickers, whose labels fit (${label})`, async () => {
      const { context, page, errors } = await openAdminSession(browser, baseUrl, viewport);
      await page.goto(`${baseUrl}/admin/articles/new`);
      await shows(page.getByRole('heading', { name: 'Nuevo Artículo', level: 1 }));
      await pickFile(page, 'Seleccionar imagen de portada', fakeFile('fake.png', 'image/png'));
      await shows(toast(page, 'Por favor, selecciona un archivo JPG, PNG, WEBP o GIF.'));
      expect(await page.getByText('Nuevo archivo: fake.png').count()).toBe(0);
      expect(await isClipped(page, '.mantine-Button-label')).toEqual([]);
      await page.getByRole('button', { name: 'Seleccionar imagen de portada' }).scrollIntoViewIfNeeded();
      await screenshot(page, `picker-${label}`);

      await page.goto(`${baseUrl}/admin/guides/new`);
      await shows(page.getByRole('heading', { name: 'Nueva Guía', level: 1 }));
      await pickFile(page, 'Seleccionar PDF', fakeFile('fake.pdf', 'application/pdf'));
      await shows(toast(page, 'Por favor, selecciona un archivo PDF.'));
      expect(await page.getByText('Nuevo archivo: fake.pdf').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`draws a 4.5 average with a half star in content stats (${label})`, async () => {
      const { context, page, errors } = await openAdminSession(browser, baseUrl, viewport);
      await page.goto(`${baseUrl}/admin/content-stats`);
      await page.getByLabel('Buscar por título').fill('cuidar la pareja');
      const stars = page.getByRole('img', { name: 'Calificación promedio: 4.5 de 5 estrellas' });
      await shows(stars);
      await expect.poll(() => page.getByRole('row').count()).toBe(2);
      await stars.scrollIntoViewIfNeeded();
      expect(await stars.locator('svg.tabler-icon-star-half-filled').count()).toBe(1);
      expect(await stars.locator('svg.tabler-icon-star-filled').count()).toBe(4);
      await screenshot(page, `stats-${label}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('fits a list and the content statistics on a phone without sideways scrolling, the row menu on screen', async () => {
    const { context, page, errors } = await openAdminSession(browser, baseUrl, PHONE);
    await page.goto(`${baseUrl}/admin/articles`);
    await shows(page.getByText(/^Mostrando \d+ de \d+$/));
    // The table is no wider than the card that holds it, so nothing scrolls sideways.
    const overflow = await page
      .getByRole('table')
      .evaluate((table) => table.scrollWidth - (table.closest('.mantine-Paper-root')?.clientWidth ?? 0));
    expect(overflow).toBeLessThanOrEqual(0);
    const trigger = page.getByRole('button', { name: /^Acciones para/ }).first();
    const box = await trigger.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.viewport.width).toBe(true);
    await trigger.click();
    const menu = page.getByRole('menu');
    await shows(menu);
    const menuBox = await menu.boundingBox();
    expect(menuBox && menuBox.x >= 0 && menuBox.x + menuBox.width <= PHONE.viewport.width).toBe(true);
    await screenshot(page, 'list-phone');

    // The content statistics too: seven columns of figures and switches, one card per row.
    await page.goto(`${baseUrl}/admin/content-stats`);
    await shows(page.getByRole('switch').first());
    const statsOverflow = await page
      .getByRole('table')
      .evaluate((table) => table.scrollWidth - (table.closest('.mantine-Paper-root')?.clientWidth ?? 0));
    expect(statsOverflow).toBeLessThanOrEqual(0);
    const firstSwitch = await page.getByRole('switch').first().boundingBox();
    expect(firstSwitch && firstSwitch.x + firstSwitch.width <= PHONE.viewport.width).toBe(true);
    await screenshot(page, 'stats-list-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the settings save bar to one short row on a phone', async () => {
    const { context, page, errors } = await openAdminSession(browser, baseUrl, PHONE);
    await page.goto(`${baseUrl}/admin/settings/whatsapp`);
    const save = page.getByRole('button', { name: 'Guardar Cambios' });
    await shows(save);
    const bar = save.locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]');
    const height = (await bar.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThan(0);
    expect(height).toBeLessThanOrEqual(64);
    expect(await isClipped(page, '.mantine-Button-label')).toEqual([]);
    await screenshot(page, 'settings-bar-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a spinner, not zeros, while the dashboard counts load, and lines up the card icons', async () => {
    const { context, page, errors } = await openAdminSession(browser, baseUrl);
    await page.goto(`${baseUrl}/admin/articles`);
    await shows(page.getByRole('heading', { name: 'Artículos', level: 1 }));
    const held = gate();
    await routeOperation(page, 'DashboardCounts', async (route) => {
      await held.promise;
      await route.fallback();
    });
    await page
      .getByRole('navigation', { name: 'Navegación del panel' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await pathIs(page, '/admin');
    const cards = page.getByRole('region', { name: 'Artículos Publicados' });
    await shows(cards.getByLabel('Cargando cifra'));
    expect(await cards.getByText('0', { exact: true }).count()).toBe(0);
    held.open();
    await expect.poll(() => cards.getByLabel('Cargando cifra').count()).toBe(0);

    // Every card's icon sits at the same place in its card (top right).
    const offsets = await page.locator('section[aria-label] .mantine-ThemeIcon-root').evaluateAll((icons) =>
      icons.map((icon) => {
        const card = icon.closest('section')?.getBoundingClientRect();
        const box = icon.getBoundingClientRect();
        return card ? [Math.round(card.right - box.right), Math.round(box.top - card.top)] : null;
      }),
    );
    expect(offsets).toHaveLength(4);
    expect(new Set(offsets.map((offset) => JSON.stringify(offset))).size).toBe(1);
    await screenshot(page, 'dashboard-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
