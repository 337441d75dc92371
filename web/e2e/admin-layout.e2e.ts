import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, PHONE } from './browser';
import { gate, routeOperation } from './publicSiteHelpers';
import { openAdminSession, pathIs, pickFile, screenshot, shows, solidPng, toast } from './admin-helpers';
import { graphqlRequest } from './graphql';
import { currentLane } from './lane';

const RATED = 'Cuidar la pareja mientras criamos';
const VIEWPORTS = [
  ['1280', DESKTOP],
  ['390', PHONE],
] as const;

/** An .exe (its "MZ" header) renamed, announced by the browser as the type its name says. */
const fakeFile = (name: string, mimeType: string) => ({
  name,
  mimeType,
  buffer: Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(60)]),
});

/** Whether the button's label is cut off: its text wider than the label or the label wider than the button. */
const labelClipped = (button: Locator) =>
  button.evaluate((element) => {
    const label = element.querySelector('.mantine-Button-label');
    if (!label) return 'no label';
    return label.scrollWidth > label.clientWidth || element.scrollWidth > element.clientWidth;
  });

/** The texts of the elements whose text is cut off (wider than their box). */
const isClipped = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent ?? ''),
    );

describe('admin layout and wording', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;

  beforeAll(async () => {
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

  for (const [label, viewport] of VIEWPORTS) {
    it(`refuses a renamed .exe in the image and PDF pickers, whose labels fit before and after a real image (${label} px)`, async () => {
      const { context, page, errors } = await openAdminSession(browser(), baseUrl, viewport);
      await page.goto(`${baseUrl}/admin/articles/new`);
      await shows(page.getByRole('heading', { name: 'Nuevo Artículo', level: 1 }));
      await pickFile(page, 'Seleccionar imagen de portada', fakeFile('fake.png', 'image/png'));
      await shows(toast(page, 'Por favor, selecciona un archivo JPG, PNG, WEBP o GIF.'));
      await expect.poll(() => page.getByText('Nuevo archivo: fake.png').count()).toBe(0);
      expect(await isClipped(page, '.mantine-Button-label')).toEqual([]);

      // The picker before and after a real image: both labels whole, both photographed.
      const picker = page.getByRole('group', { name: 'Imagen de portada' });
      const select = picker.getByRole('button', { name: 'Seleccionar imagen de portada' });
      await select.scrollIntoViewIfNeeded();
      expect(await labelClipped(select)).toBe(false);
      await screenshot(page, `picker-select-${label}`, picker.locator('xpath=..'));
      await pickFile(page, 'Seleccionar imagen de portada', {
        name: 'portada.png',
        mimeType: 'image/png',
        buffer: solidPng(640, 360, [47, 125, 109]),
      });
      const preview = page.getByRole('img', { name: 'Vista previa: Imagen de portada' });
      await shows(preview);
      await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
      const change = picker.getByRole('button', { name: 'Cambiar imagen de portada' });
      await shows(change);
      expect(await labelClipped(change)).toBe(false);
      expect(await labelClipped(picker.getByRole('button', { name: 'Quitar imagen de portada' }))).toBe(false);
      await shows(page.getByText('Nuevo archivo: portada.png'));
      await change.scrollIntoViewIfNeeded();
      await screenshot(page, `picker-change-${label}`, picker.locator('xpath=..'));

      await page.goto(`${baseUrl}/admin/guides/new`);
      await shows(page.getByRole('heading', { name: 'Nueva Guía', level: 1 }));
      await pickFile(page, 'Seleccionar PDF', fakeFile('fake.pdf', 'application/pdf'));
      await shows(toast(page, 'Por favor, selecciona un archivo PDF.'));
      await expect.poll(() => page.getByText('Nuevo archivo: fake.pdf').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`draws a 4.5 average with a half star in content stats (${label} px)`, async () => {
      const { context, page, errors } = await openAdminSession(browser(), baseUrl, viewport);
      // The seeded average is 4.5, but other files rate articles in the shared e2e database:
      // the real answer is kept and only this article's figures are pinned to what is drawn.
      await routeOperation(page, 'ContentStatsPage', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as {
          data?: { contentStats?: { items: { title: string; averageRating: number; ratingCount: number }[] } };
        };
        for (const item of body.data?.contentStats?.items ?? []) {
          if (item.title.startsWith('Cuidar la pareja')) Object.assign(item, { averageRating: 4.5, ratingCount: 2 });
        }
        await route.fulfill({ response, json: body });
      });
      await page.goto(`${baseUrl}/admin/content-stats`);
      await page.getByLabel('Buscar por título').fill('cuidar la pareja');
      const stars = page.getByRole('img', { name: 'Calificación promedio: 4.5 de 5 estrellas' });
      await shows(stars);
      await expect.poll(() => page.getByRole('row').count()).toBe(2);
      await stars.scrollIntoViewIfNeeded();
      await expect.poll(() => stars.locator('svg.tabler-icon-star-half-filled').count()).toBe(1);
      await expect.poll(() => stars.locator('svg.tabler-icon-star-filled').count()).toBe(4);
      await screenshot(page, `stats-stars-${label}`, page.getByRole('row').filter({ has: stars }));
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('fits a list and the content statistics on a phone without sideways scrolling, the row menu on screen', async () => {
    const { context, page, errors } = await openAdminSession(browser(), baseUrl, PHONE);
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
    await screenshot(page, 'list-menu-390');

    // The content statistics too: seven columns of figures and switches, one card per row.
    await page.goto(`${baseUrl}/admin/content-stats`);
    await shows(page.getByRole('switch').first());
    const statsOverflow = await page
      .getByRole('table')
      .evaluate((table) => table.scrollWidth - (table.closest('.mantine-Paper-root')?.clientWidth ?? 0));
    expect(statsOverflow).toBeLessThanOrEqual(0);
    const firstSwitch = await page.getByRole('switch').first().boundingBox();
    expect(firstSwitch && firstSwitch.x + firstSwitch.width <= PHONE.viewport.width).toBe(true);
    await screenshot(page, 'stats-list-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists purchases as cards on a phone, and says one purchase and one message in the singular', async () => {
    const { context, page, errors } = await openAdminSession(browser(), baseUrl, PHONE);
    // Exactly one purchase and one message, whatever other tests left in the shared database.
    const createdAt = new Date().toISOString();
    const answer = (data: unknown) => ({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ data }),
    });
    await routeOperation(page, 'AdminOrders', (route) =>
      route.fulfill(
        answer({
          orders: [
            {
              __typename: 'Order',
              id: '9001',
              guideId: '1',
              guideTitle: 'Emocionario familiar: nombrar lo que sentimos',
              amount: 2500.5,
              currency: 'ARS',
              status: 'APPROVED',
              paymentId: '1234567890123',
              createdAt,
            },
          ],
        }),
      ),
    );
    await routeOperation(page, 'ContactMessagesPage', (route) =>
      route.fulfill(
        answer({
          contactMessages: [
            {
              __typename: 'ContactMessage',
              id: '9001',
              name: 'Ana',
              email: 'ana@example.test',
              message: 'Hola, quisiera hacer una consulta.',
              createdAt,
              read: false,
              deliveryStatus: 'sent',
            },
          ],
        }),
      ),
    );

    await page.goto(`${baseUrl}/admin/orders`);
    await shows(page.getByText('1 intento de compra.', { exact: true }));
    await shows(page.getByRole('cell', { name: '1234567890123' }));
    const overflow = await page
      .getByRole('table')
      .evaluate((table) => table.scrollWidth - (table.closest('.mantine-Paper-root')?.clientWidth ?? 0));
    expect(overflow).toBeLessThanOrEqual(0);
    // Every cell's right edge is on screen (a purchase has no row menu).
    const rightEdges = await page
      .getByRole('cell')
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().right));
    expect(Math.max(...rightEdges)).toBeLessThanOrEqual(PHONE.viewport.width);
    await screenshot(page, 'orders-390');

    await page.goto(`${baseUrl}/admin/messages`);
    await shows(page.getByText('1 mensaje, 1 sin leer.', { exact: true }));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the settings save bar to one short row on a phone', async () => {
    const { context, page, errors } = await openAdminSession(browser(), baseUrl, PHONE);
    await page.goto(`${baseUrl}/admin/settings/whatsapp`);
    const save = page.getByRole('button', { name: 'Guardar Cambios' });
    await shows(save);
    const bar = save.locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]');
    const height = (await bar.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThan(0);
    expect(height).toBeLessThanOrEqual(64);
    expect(await isClipped(page, '.mantine-Button-label')).toEqual([]);
    await screenshot(page, 'settings-bar-390', bar);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a spinner, not zeros, while the dashboard counts load, and lines up the card icons and figures', async () => {
    const { context, page, errors } = await openAdminSession(browser(), baseUrl);
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
    // The dashboard's data is held: the header says the next screen is loading, and after
    // a short wait (SCREEN_DATA_WAIT_MS) the dashboard opens with its own spinners.
    await shows(page.getByRole('progressbar', { name: 'Cargando la pantalla' }));
    await pathIs(page, '/admin');
    const cards = page.getByRole('region', { name: 'Artículos Publicados' });
    await shows(cards.getByLabel('Cargando cifra'));
    await expect.poll(() => cards.getByText('0', { exact: true }).count()).toBe(0);
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
    // And every figure at the same height, though one title wraps to two lines at 1280 px.
    const figureTops = await page.locator('section[aria-label]').evaluateAll((cards) =>
      cards.map((card) => {
        const figure = [...card.querySelectorAll('p')].find((p) => /^\d+$/.test(p.textContent ?? ''));
        return figure ? Math.round(figure.getBoundingClientRect().top - card.getBoundingClientRect().top) : null;
      }),
    );
    expect(figureTops).toHaveLength(4);
    expect(figureTops).not.toContain(null);
    expect(new Set(figureTops).size).toBe(1);
    await screenshot(page, 'dashboard-1280', page.locator('section[aria-label]').first().locator('xpath=..'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
