import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { goToSection, openAdminSession, shows } from './admin-helpers';
import { DESKTOP, useBrowser, newPage, PHONE } from './browser';
import { payForGuide, serverPaymentsEnabled } from './paymentsHelpers';
import { waitForCards } from './publicSiteHelpers';
import { expectNoSeriousA11yViolations } from './a11y';
import { graphqlRequest } from './graphql';
import { currentLane } from './lane';

const PAID_GUIDE = 'Berrinches: guía completa para acompañar sin gritar';
const BUY = 'Comprar por ARS $4500.00';

/** The full purchase path against the fake Mercado Pago that globalSetup connects. */
describe('buying a paid guide through Mercado Pago', () => {
  const browser = useBrowser();
  let guideId = '';
  const baseUrl = currentLane().baseUrl;
  const mercadoPagoOrigin = new URL(currentLane().mercadoPagoUrl).origin;
  const approved = { paymentId: '', orderId: '' };
  let pendingOrderId = '';

  /** Opens the guide list on the paid guide, hydrated so the buy button reacts. */
  async function openPaidGuideCard(page: Page) {
    await page.goto(`${baseUrl}/guias?q=berrinches`, { waitUntil: 'networkidle' });
    await waitForCards(page, 1);
  }

  async function expectNothingUnlocked(page: Page) {
    await expect.poll(() => page.getByRole('link', { name: 'Descargar Guía Ahora' }).count()).toBe(0);
    await expect.poll(() => page.locator('a[href^="/download/"]').count()).toBe(0);
  }

  beforeAll(async () => {
    expect(await serverPaymentsEnabled(baseUrl)).toBe(true);
    const { body } = await graphqlRequest<{ guides: { items: { id: string; title: string }[] } }>(
      baseUrl,
      'query E2EPaidGuide { guides(input: { search: "berrinches" }) { items { id title } } }',
    );
    guideId = body.data?.guides.items.find((guide) => guide.title === PAID_GUIDE)?.id ?? '';
    expect(guideId).not.toBe('');
  });

  it('pays on the provider and downloads the verified PDF (desktop)', async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await openPaidGuideCard(page);
    await page.getByRole('button', { name: BUY }).click();

    await page.waitForURL((url) => url.origin === mercadoPagoOrigin);
    await page.getByRole('heading', { name: 'Pagar con Mercado Pago' }).waitFor();
    await page.getByText(PAID_GUIDE).waitFor();
    await page.getByText('ARS $4500.00').waitFor();
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();

    await page.waitForURL((url) => url.pathname === `/compra-exitosa/${guideId}`);
    const returned = new URL(page.url());
    approved.paymentId = returned.searchParams.get('payment_id') ?? '';
    approved.orderId = returned.searchParams.get('external_reference') ?? '';
    expect(approved.paymentId).toMatch(/^\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Compra Exitosa' }).waitFor();
    await page.getByRole('heading', { name: PAID_GUIDE }).waitFor();
    const download = page.getByRole('link', { name: 'Descargar Guía Ahora' });
    const href = (await download.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/download\/signed\//);
    const pdf = await page.request.get(`${baseUrl}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a rejected card payment as an error and unlocks nothing (phone, guide page)', async () => {
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    await openPaidGuideCard(page);
    await page.getByRole('link', { name: PAID_GUIDE }).click();
    await page.getByRole('heading', { level: 1, name: PAID_GUIDE }).waitFor();
    await page.getByRole('main').getByRole('button', { name: BUY }).click();

    await page.waitForURL((url) => url.origin === mercadoPagoOrigin);
    await page.getByRole('button', { name: 'Pagar con tarjeta rechazada' }).click();
    await page.waitForURL((url) => url.pathname === `/compra-exitosa/${guideId}`);
    await page.getByRole('heading', { level: 1, name: 'Error en la Compra' }).waitFor();
    await page.getByText('El pago fue rechazado.', { exact: true }).waitFor();
    await expectNothingUnlocked(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a payment replayed for another order and a return without a payment', async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    const other = await payForGuide(baseUrl, guideId);
    // A second order, never paid: the first order's approved payment must not unlock it.
    const { body } = await graphqlRequest<{ startCheckout: { orderId: string } }>(
      baseUrl,
      'mutation E2EOtherCheckout($guideId: ID!) { startCheckout(guideId: $guideId) { orderId } }',
      { guideId },
    );
    pendingOrderId = body.data?.startCheckout.orderId ?? '';
    expect(other.searchParams.get('external_reference')).not.toBe(pendingOrderId);

    const replay = `payment_id=${approved.paymentId}&external_reference=${pendingOrderId}`;
    await page.goto(`${baseUrl}/compra-exitosa/${guideId}?${replay}`);
    await page.getByRole('heading', { level: 1, name: 'Error en la Compra' }).waitFor();
    await page.getByText('El pago no corresponde a esta compra.', { exact: true }).waitFor();
    await expectNothingUnlocked(page);

    await page.goto(`${baseUrl}/compra-exitosa/${guideId}`);
    await page.getByRole('heading', { level: 1, name: 'Error en la Compra' }).waitFor();
    await page.getByText('No recibimos la confirmación del pago de Mercado Pago.', { exact: true }).waitFor();
    await expectNothingUnlocked(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lists the purchases in 'Compras' and says Mercado Pago is connected", async () => {
    const admin = await openAdminSession(browser(), baseUrl);
    const { page } = admin;
    await goToSection(page, 'Compras');
    await shows(page.getByRole('heading', { level: 1, name: 'Compras' }));
    await shows(page.getByText('Mercado Pago conectado: las compras se verifican automáticamente.'));
    const rows = page.getByRole('row');
    const paidRow = rows.filter({ hasText: approved.paymentId });
    await shows(paidRow);
    await expect.poll(() => paidRow.textContent()).toContain(PAID_GUIDE);
    await expect.poll(() => paidRow.textContent()).toContain('ARS $4500.00');
    await expect.poll(() => paidRow.textContent()).toContain('Aprobada');
    await shows(rows.filter({ hasText: 'Rechazada' }).first());
    // Newest first: the unpaid order from the previous test heads the table.
    const firstRow = (await rows.nth(1).textContent()) ?? '';
    expect(firstRow).toContain('Pendiente');
    expect(firstRow).toContain(PAID_GUIDE);
    expect(pendingOrderId).not.toBe('');
    // A fresh load, so the sign-in toast is gone before the scan.
    await page.goto(`${baseUrl}/admin/orders`);
    await shows(rows.filter({ hasText: approved.paymentId }));
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${baseUrl}/admin/guides/edit/${guideId}`);
    await shows(page.getByRole('heading', { name: 'Editar Guía' }));
    await shows(page.getByText('Mercado Pago conectado: las compras se verifican automáticamente.'));
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });
});
