import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { SEED_GUIDES } from '../../server/src/services/seed';
import { DESKTOP, useBrowser, newPage, PHONE } from './browser';
import {
  expectToast,
  fetchFresh,
  fulfillGraphQLError,
  openAndCountView,
  ratingCount,
  routeOperation,
  waitForCards,
  waitForHydration,
} from './publicSiteHelpers';
import { expectBuyAction, routePaymentsDisabled, serverPaymentsEnabled } from './paymentsHelpers';
import { expectNoSeriousA11yViolations } from './a11y';
import { currentLane } from './lane';

const published = SEED_GUIDES.filter((guide) => guide.status === 'Publicado');
const newestFirst = [...published].sort((a, b) => a.daysAgo - b.daysAgo).map((guide) => guide.title);
const publishedIn = (category: string) => published.filter((guide) => guide.category === category).length;
const FREE_GUIDE = 'Guía de rutinas para la mañana y la noche';
const PAID_GUIDE = 'Berrinches: guía completa para acompañar sin gritar';
const PAID_LINK = SEED_GUIDES.find((guide) => guide.title === PAID_GUIDE)?.paymentLink;

/** Rewrites one field of every guide in a real GraphQL answer, to reach states the seed does not have. */
async function patchGuides(page: Page, operation: string, patch: (guide: Record<string, unknown>) => void) {
  await routeOperation(page, operation, async (route) => {
    const response = await fetchFresh(route);
    const json = (await response.json()) as {
      data: { guide?: Record<string, unknown>; guides?: { items: Record<string, unknown>[] } };
    };
    if (json.data.guide) patch(json.data.guide);
    json.data.guides?.items.forEach(patch);
    await route.fulfill({ response, json });
  });
}

describe('guides (Postgres → GraphQL → screen)', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;
  const contexts: BrowserContext[] = [];
  const open = async (viewport: typeof DESKTOP | typeof PHONE = DESKTOP) => {
    const context = await browser().newContext(viewport);
    contexts.push(context);
    return { context, ...(await newPage(context)) };
  };
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it('lists guides with free and buy actions, and filters through the URL (desktop)', async () => {
    const { page, errors } = await open();
    await page.goto(`${baseUrl}/guias`);
    await page.getByRole('heading', { level: 1, name: 'Guías Prácticas para la Familia' }).waitFor();
    expect(await waitForCards(page, published.length)).toEqual(newestFirst);
    await expect.poll(() => page.getByRole('navigation', { name: 'Paginación' }).count()).toBe(0);

    const paymentsEnabled = await serverPaymentsEnabled(baseUrl);
    await expectBuyAction(page, 'Comprar por ARS $4500.00', PAID_LINK, paymentsEnabled);
    expect(
      await page.getByRole(paymentsEnabled ? 'button' : 'link', { name: 'Comprar por ARS $7990.50' }).count(),
    ).toBe(1);
    await expect
      .poll(() => page.getByRole('link', { name: 'Ver Guía' }).count())
      .toBe(published.filter((guide) => !guide.price).length);

    await page.getByLabel('Ordenar por').selectOption({ label: 'Más antiguos' });
    expect(await waitForCards(page, published.length, newestFirst.at(-1))).toEqual([...newestFirst].reverse());
    const filters = page.getByRole('group', { name: 'Filtrar por categoría' });
    await filters.getByRole('button', { name: 'Límites' }).click();
    await waitForCards(page, publishedIn('Límites'));
    await page.getByRole('searchbox', { name: 'Buscar guías' }).fill('berrinches');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('berrinches');
    expect(await waitForCards(page, 1)).toEqual([PAID_GUIDE]);
    const params = new URL(page.url()).searchParams;
    expect([params.get('orden'), params.get('categoria')]).toEqual(['antiguos', expect.stringMatching(/^\d+$/)]);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBeNull();
    await waitForCards(page, publishedIn('Límites'));
    await filters.getByRole('button', { name: 'Desarrollo Infantil' }).click();
    await page.getByText('No hay guías disponibles.').waitFor();
    await page.getByText('Intenta ajustar tu búsqueda o selección de categoría.').waitFor();
    expect(errors).toEqual([]);
  });

  it('uses a category dropdown on a phone', async () => {
    const { page, errors } = await open(PHONE);
    await page.goto(`${baseUrl}/guias`);
    await waitForCards(page, published.length);
    const select = page.getByRole('combobox', { name: 'Categoría' });
    // The server sends both filters and CSS shows the dropdown on a phone; it works once hydrated.
    await select.waitFor();
    await waitForHydration(page);
    expect((await select.locator('option').allTextContents())[0]).toBe('Todas las categorías');
    await select.selectOption({ label: 'Emociones' });
    await expect.poll(() => new URL(page.url()).searchParams.get('categoria')).toMatch(/^\d+$/);
    await waitForCards(page, publishedIn('Emociones'));
    expect(errors).toEqual([]);
  });

  it('downloads a free guide as a PDF, counts views per visitor and rates it once', async () => {
    const first = await open();
    await first.page.goto(`${baseUrl}/guias`);
    await waitForCards(first.page, published.length);
    const card = first.page.getByRole('article').filter({ hasText: FREE_GUIDE });
    const guideUrl = new URL((await card.getByRole('link', { name: 'Ver Guía' }).getAttribute('href')) ?? '', baseUrl);
    const firstViews = await openAndCountView(first.page, guideUrl.toString());
    await first.page.getByRole('heading', { level: 1, name: FREE_GUIDE }).waitFor();
    await expect.poll(() => first.page.title()).toBe(`${FREE_GUIDE} | Crecer en Familia`);

    const download = first.page.getByRole('link', { name: 'Descargar PDF' });
    await expect.poll(() => download.getAttribute('download')).toBe('guía_de_rutinas_para_la_mañana_y_la_noche.pdf');
    const pdf = await first.context.request.get(
      new URL((await download.getAttribute('href')) ?? '', baseUrl).toString(),
    );
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect.poll(() => first.page.getByRole('link', { name: /Comprar por/ }).count()).toBe(0);

    const second = await open(PHONE);
    expect(await openAndCountView(second.page, guideUrl.toString())).toBe(firstViews + 1);
    const { page } = second;
    const before = await ratingCount(page);
    await page.getByRole('radio', { name: '5 estrellas' }).click();
    await expectToast(page, 'Calificación Enviada', `¡Gracias por calificar "${FREE_GUIDE}" con 5 estrellas!`);
    await page.getByText('¡Gracias por tu calificación!').waitFor();
    await expect.poll(() => ratingCount(page)).toBe(before + 1);
    await expect.poll(() => page.getByRole('radio', { name: '2 estrellas' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('radio', { name: '5 estrellas' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('link', { name: 'Volver a Guías' }).click();
    await page.getByRole('heading', { level: 1, name: 'Guías Prácticas para la Familia' }).waitFor();
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
  });

  it('offers the buy action on a paid guide, in each payment mode', async () => {
    const { page, errors } = await open();
    await page.goto(`${baseUrl}/guias?q=berrinches`);
    await waitForCards(page, 1);
    await page.getByRole('link', { name: PAID_GUIDE }).click();
    await page.getByRole('heading', { level: 1, name: PAID_GUIDE }).waitFor();
    const label = 'Comprar por ARS $4500.00';
    await expectBuyAction(page.getByRole('main'), label, PAID_LINK, await serverPaymentsEnabled(baseUrl));
    await expect.poll(() => page.getByRole('link', { name: 'Descargar PDF' }).count()).toBe(0);

    // Without a provider, the guide's own payment link.
    const linkMode = await open();
    await routePaymentsDisabled(linkMode.page);
    await linkMode.page.goto(`${baseUrl}/guias/999999`);
    await waitForHydration(linkMode.page);
    await linkMode.page.getByRole('link', { name: 'Volver a Guías' }).click();
    await waitForCards(linkMode.page, published.length);
    await expectBuyAction(linkMode.page, label, PAID_LINK, false);
    await linkMode.page.getByRole('link', { name: PAID_GUIDE }).click();
    await linkMode.page.getByRole('heading', { level: 1, name: PAID_GUIDE }).waitFor();
    await expectBuyAction(linkMode.page.getByRole('main'), label, PAID_LINK, false);
    expect(errors).toEqual([]);
    expect(linkMode.errors).toEqual([]);
  });

  it('explains a missing file or payment link, and keeps "Ver Precio" inert', async () => {
    const { page, errors } = await open();
    await patchGuides(page, 'GuideDetail', (guide) => {
      guide['downloadUrl'] = null;
      guide['paymentLink'] = null;
    });
    await patchGuides(page, 'GuidesPage', (guide) => {
      guide['paymentLink'] = null;
    });
    // With Mercado Pago a paid guide is always buyable; without it, the missing link leaves it inert.
    await routePaymentsDisabled(page);
    // Server-rendered data never passes through the browser's routes, so reach the list client-side.
    await page.goto(`${baseUrl}/guias/999999`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Volver a Guías' }).click();
    await waitForCards(page, published.length);
    const inert = page.getByRole('button', { name: 'Ver Precio' });
    await expect.poll(() => inert.count()).toBe(published.filter((guide) => guide.price).length);
    await expect.poll(() => inert.first().isDisabled()).toBe(true);

    await page.getByRole('link', { name: FREE_GUIDE }).click();
    await page.getByText('El archivo PDF no está disponible actualmente.').waitFor();
    await page.goBack();
    await page.getByRole('link', { name: PAID_GUIDE }).click();
    await page.getByText('El enlace de pago no está disponible actualmente.').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the error, categories-failure and not-found states', async () => {
    // Server-rendered data never passes through the browser's routes: failures are injected into client-side queries.
    const listFailure = await open();
    await listFailure.page.goto(`${baseUrl}/guias`);
    await waitForCards(listFailure.page, published.length);
    await routeOperation(listFailure.page, 'GuidesPage', (route) =>
      fulfillGraphQLError(route, 'permission denied for table guides', 'INTERNAL'),
    );
    await listFailure.page.getByLabel('Ordenar por').selectOption({ label: 'Más antiguos' });
    await listFailure.page.getByText('Hubo un problema al cargar las guías.').waitFor();
    await listFailure.page.getByText(/permisos en la base de datos/).waitFor();
    await expectToast(listFailure.page, 'Error', 'permission denied for table guides');

    const { page, errors } = await open();
    for (const id of ['999999', 'no-existe']) {
      const response = await page.goto(`${baseUrl}/guias/${id}`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Guía no Encontrada' }).waitFor();
      await page.getByText('Guía no encontrada o no está publicada.').waitFor();
    }
    await waitForHydration(page);
    await routeOperation(page, 'CategoryFilter', (route) => route.abort());
    await page.getByRole('link', { name: 'Volver a Guías' }).click();
    await expectToast(page, 'Error', 'No se pudieron cargar las categorías.');
    await waitForCards(page, published.length);

    await page.unrouteAll({ behavior: 'wait' });
    await routeOperation(page, 'GuideDetail', (route) => fulfillGraphQLError(route, 'fallo simulado', 'INTERNAL'));
    await page.getByRole('link', { name: PAID_GUIDE }).click();
    await page.getByRole('heading', { level: 1, name: 'Error al Cargar la Guía' }).waitFor();
    await page.getByText('No se pudo cargar la guía.').waitFor();
    expect(errors).toEqual([]);
  });

  it('has no serious accessibility violations on the list and a guide', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl}/guias`);
    await waitForCards(page, published.length);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: PAID_GUIDE }).click();
    await page.getByRole('heading', { level: 1, name: PAID_GUIDE }).waitFor();
    await page.getByRole('radio', { name: '5 estrellas' }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
