/**
 * `paymentSetup`, the owner's view of how paid guides are sold: without Mercado Pago the
 * purchase-success page hands a published paid guide's PDF to anyone with its address,
 * and the dashboard and the guide form say so (web/src/features/admin/orders).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { insertGuide } from '../../../test/contentFactory';
import { TEST_DATABASES } from '../../../test/databases';
import { ADMIN_USER, createTestApp, EDITOR_USER, errorCode, type TestApp } from '../../../test/harness';
import { createPaymentsApp, type PaymentsApp } from '../../../test/paymentsApp';
import { guides } from '../../db/schema';

const PaymentSetupQuery = graphql(`
  query TestPaymentSetup {
    paymentSetup {
      mercadoPagoConnected
      paidGuidesWithPdf
      successPageOpen
    }
  }
`);

const PurchaseDownload = graphql(`
  query TestOpenPurchaseDownload($guideId: ID!) {
    purchaseDownload(guideId: $guideId) {
      downloadUrl
    }
  }
`);

describe.each(TEST_DATABASES)('paymentSetup without Mercado Pago on %s', (kind) => {
  let app: TestApp;
  const setup = async () => {
    const result = await app.execute(PaymentSetupQuery, {}, { user: ADMIN_USER });
    expect(result.errors).toBeUndefined();
    return result.data?.paymentSetup;
  };

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is for the admin only', async () => {
    expect(errorCode(await app.execute(PaymentSetupQuery))).toBe('UNAUTHENTICATED');
    expect(errorCode(await app.execute(PaymentSetupQuery, {}, { user: EDITOR_USER }))).toBe('FORBIDDEN');
  });

  it('says the success page is open once a published paid guide has a PDF, which anyone then downloads', async () => {
    const { db } = app.runtime.services;
    await db.delete(guides);
    // None of these is handed out by the success page: a draft, a free guide, a paid one without a PDF.
    await insertGuide(db, { status: 'Borrador', price: 3000, pdfUrl: 'guidepdfs/borrador.pdf' });
    await insertGuide(db, { price: 0, pdfUrl: 'guidepdfs/gratis.pdf' });
    await insertGuide(db, { price: 2500, pdfUrl: null, paymentLink: 'https://mpago.la/x' });
    expect(await setup()).toEqual({ mercadoPagoConnected: false, paidGuidesWithPdf: 0, successPageOpen: false });

    const paid = await insertGuide(db, {
      price: 4500,
      pdfUrl: 'guidepdfs/de-pago.pdf',
      paymentLink: 'https://mpago.la/y',
    });
    expect(await setup()).toEqual({ mercadoPagoConnected: false, paidGuidesWithPdf: 1, successPageOpen: true });
    // What the warning says: no payment, no order, no session, and the page still hands out the PDF.
    const visitor = await app.execute(PurchaseDownload, { guideId: String(paid.id) });
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data?.purchaseDownload.downloadUrl).toMatch(/^\/download\//);
  });
});

describe.each(TEST_DATABASES)('paymentSetup with Mercado Pago on %s', (kind) => {
  let payments: PaymentsApp;

  beforeAll(async () => {
    payments = await createPaymentsApp(kind);
  });
  afterAll(async () => {
    await payments?.close();
  });

  it('says purchases are verified, and the success page is not open, with a paid guide published', async () => {
    await payments.paidGuide();
    const result = await payments.app.execute(PaymentSetupQuery, {}, { user: ADMIN_USER });
    expect(result.errors).toBeUndefined();
    expect(result.data?.paymentSetup).toEqual({
      mercadoPagoConnected: true,
      paidGuidesWithPdf: 1,
      successPageOpen: false,
    });
  });
});
