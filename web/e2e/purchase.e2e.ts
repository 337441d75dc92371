import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, newPage, PHONE } from './browser';
import { payForGuide, serverPaymentsEnabled } from './paymentsHelpers';
import { gate, routeOperation } from './publicSiteHelpers';
import { adminCookie, graphqlRequest } from './graphql';
import { expectNoSeriousA11yViolations } from './a11y';
import { currentLane } from './lane';

interface GuideRow {
  id: string;
  title: string;
  isFree: boolean;
  hasPdf: boolean;
  status: string;
}

const MESSAGES = {
  missingId: 'No se especificó una guía.',
  notFound: 'Guía no encontrada.',
  notPublished: 'Esta guía no está disponible actualmente para descarga.',
  free: 'Esta página es para guías de pago. Las guías gratuitas se descargan directamente.',
  noPdf: 'El archivo PDF para esta guía no está disponible en este momento. Por favor, contacta al soporte.',
};

async function expectLinksToGuidesAndHome(page: Page) {
  const main = page.getByRole('main');
  await expect.poll(() => main.getByRole('link', { name: 'Ver más guías' }).getAttribute('href')).toBe('/guias');
  await expect.poll(() => main.getByRole('link', { name: 'Volver al Inicio' }).getAttribute('href')).toBe('/');
}

describe('purchase success page', () => {
  const browser = useBrowser();
  let ids: { free: string; draft: string; paidWithPdf: string; paidWithoutPdf: string };
  let paidTitle: string;
  const baseUrl = currentLane().baseUrl;

  beforeAll(async () => {
    // Published guides come from the public API; drafts only from the admin API.
    const published = await graphqlRequest<{ guides: { items: GuideRow[] } }>(
      baseUrl,
      'query E2EGuides { guides(input: { pageSize: 50 }) { items { id title isFree hasPdf status } } }',
    );
    const guides = published.body.data?.guides.items ?? [];
    const paid = guides.find((guide) => guide.title.startsWith('Berrinches'));
    const drafts = await graphqlRequest<{ adminGuides: { items: GuideRow[] } }>(
      baseUrl,
      'query E2EDraftGuides { adminGuides(input: { pageSize: 50 }) { items { id title isFree hasPdf status } } }',
      {},
      await adminCookie(baseUrl),
    );
    const draft = drafts.body.data?.adminGuides.items.find((guide) => guide.status === 'BORRADOR' && !guide.isFree);
    ids = {
      free: guides.find((guide) => guide.isFree)?.id ?? '',
      draft: draft?.id ?? '',
      paidWithPdf: paid?.id ?? '',
      paidWithoutPdf: guides.find((guide) => !guide.isFree && !guide.hasPdf)?.id ?? '',
    };
    paidTitle = paid?.title ?? '';
    expect(Object.values(ids).every(Boolean)).toBe(true);
    expect(paid).toMatchObject({ isFree: false, hasPdf: true });
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`verifies a paid guide and offers its PDF (${label})`, async () => {
      const context = await browser().newContext(viewport);
      const { page, errors } = await newPage(context);
      const hold = gate();
      await routeOperation(page, 'PurchaseSuccessPage', async (route) => {
        await hold.promise;
        await route.fallback();
      });
      // With Mercado Pago connected (as in the e2e run) only a verified payment unlocks the PDF.
      const returnUrl = (await serverPaymentsEnabled(baseUrl))
        ? await payForGuide(baseUrl, ids.paidWithPdf)
        : new URL(`/compra-exitosa/${ids.paidWithPdf}`, baseUrl);
      await page.goto(returnUrl.toString());
      await page.getByText('Verificando tu compra...').waitFor();
      hold.open();

      await page.getByRole('heading', { level: 1, name: 'Compra Exitosa' }).waitFor();
      await page.getByRole('heading', { name: paidTitle }).waitFor();
      await expect.poll(() => page.getByText('Verificando tu compra...').count()).toBe(0);
      const download = page.getByRole('link', { name: 'Descargar Guía Ahora' });
      await expect.poll(() => download.getAttribute('target')).toBe('_blank');
      await expect.poll(() => download.getAttribute('download')).toBe(`${paidTitle.replace(/\s+/g, '_')}.pdf`);
      const href = (await download.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/download\//);
      const pdf = await page.request.get(`${baseUrl}${href}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      await expectLinksToGuidesAndHome(page);
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("shows each of the spec's error messages under 'Error en la Compra'", async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    // No guide, or one the public cannot see (like /guias/:id of a draft), answers 404; the message stays.
    const cases = [
      ['', MESSAGES.missingId, 404],
      ['%20%20', MESSAGES.missingId, 404],
      ['999999', MESSAGES.notFound, 404],
      [ids.draft, MESSAGES.notPublished, 404],
      [ids.free, MESSAGES.free, 200],
      [ids.paidWithoutPdf, MESSAGES.noPdf, 200],
    ] as const;
    for (const [guideId, message, status] of cases) {
      const response = await page.goto(`${baseUrl}/compra-exitosa/${guideId}`);
      expect({ guideId, status: response?.status() }).toEqual({ guideId, status });
      await page.getByRole('heading', { level: 1, name: 'Error en la Compra' }).waitFor();
      await page.getByText(message, { exact: true }).waitFor();
      await expect.poll(() => page.getByRole('link', { name: 'Descargar Guía Ahora' }).count()).toBe(0);
      await expectLinksToGuidesAndHome(page);
    }
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'Información de Guía no Encontrada' when the answer carries no purchase", async () => {
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    await routeOperation(page, 'PurchaseSuccessPage', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: { purchaseDownload: null } }) }),
    );
    await page.goto(`${baseUrl}/compra-exitosa/${ids.paidWithPdf}`);
    await page.getByRole('heading', { level: 1, name: 'Información de Guía no Encontrada' }).waitFor();
    await expect
      .poll(() => page.getByRole('main').getByRole('link', { name: 'Volver al Inicio' }).getAttribute('href'))
      .toBe('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Compra Exitosa' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
