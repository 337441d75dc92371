import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { insertGuide } from '../../../test/contentFactory';
import { TEST_DATABASES } from '../../../test/databases';
import { ADMIN_USER, createTestApp, errorCode } from '../../../test/harness';
import { createPaymentsApp, PUBLIC_URL, type PaymentsApp } from '../../../test/paymentsApp';
import { guides } from '../../db/schema';
import { CHECKOUT_MESSAGES } from './checkout';
import { PURCHASE_MESSAGES } from './purchaseDownload';

const StartCheckout = graphql(`
  mutation TestStartCheckout($guideId: ID!) {
    startCheckout(guideId: $guideId) {
      orderId
      checkoutUrl
    }
  }
`);

const PaymentsEnabled = graphql(`
  query TestPaymentsEnabled {
    paymentsEnabled
  }
`);

const OrdersQuery = graphql(`
  query TestOrders {
    orders {
      id
      guideId
      guideTitle
      amount
      currency
      status
      paymentId
    }
  }
`);

describe.each(TEST_DATABASES)('startCheckout with Mercado Pago on %s', (kind) => {
  let payments: PaymentsApp;

  beforeAll(async () => {
    payments = await createPaymentsApp(kind);
  });
  afterAll(async () => {
    await payments?.close();
  });

  it('records a pending order and sends the buyer to a Checkout Pro preference', async () => {
    const { app, fake } = payments;
    const guide = await payments.paidGuide(4500.5);
    expect((await app.execute(PaymentsEnabled)).data?.paymentsEnabled).toBe(true);

    const result = await app.execute(StartCheckout, { guideId: String(guide.id) });
    expect(result.errors).toBeUndefined();
    const session = result.data?.startCheckout;
    const preference = fake.preferences.at(-1);
    expect(session?.checkoutUrl).toBe(`${fake.url}/checkout/pay/${preference?.id}`);
    const returnUrl = `${PUBLIC_URL}/compra-exitosa/${guide.id}`;
    expect(preference?.body).toEqual({
      items: [{ id: String(guide.id), title: guide.title, quantity: 1, unit_price: 4500.5, currency_id: 'ARS' }],
      external_reference: session?.orderId,
      back_urls: { success: returnUrl, pending: returnUrl, failure: returnUrl },
      auto_return: 'approved',
      notification_url: `${PUBLIC_URL}/webhooks/mercadopago`,
    });
    expect(await payments.order(session?.orderId ?? '')).toMatchObject({
      guideId: guide.id,
      guideTitle: guide.title,
      amount: 4500.5,
      currency: 'ARS',
      status: 'pending',
      paymentId: null,
      preferenceId: preference?.id,
    });
  });

  it("refuses guides that cannot be bought, with the spec's messages", async () => {
    const { app } = payments;
    const free = await insertGuide(app.runtime.services.db, { price: 0 });
    const draft = await payments.paidGuide();
    await app.runtime.services.db.update(guides).set({ status: 'Borrador' }).where(eq(guides.id, draft.id));
    const noPdf = await insertGuide(app.runtime.services.db, { price: 100 });
    const before = payments.fake.preferences.length;
    for (const [guideId, message] of [
      [String(free.id), PURCHASE_MESSAGES.free],
      [String(draft.id), PURCHASE_MESSAGES.notPublished],
      [String(noPdf.id), PURCHASE_MESSAGES.noPdf],
      ['999999', PURCHASE_MESSAGES.notFound],
    ]) {
      const result = await app.execute(StartCheckout, { guideId: guideId ?? '' });
      expect(result.errors?.[0]?.message, guideId).toBe(message);
    }
    expect(payments.fake.preferences.length).toBe(before);
  });

  it('cancels the order and says so in Spanish when Mercado Pago fails', async () => {
    const { app, fake } = payments;
    const guide = await payments.paidGuide();
    fake.failPreferences = true;
    try {
      const result = await app.execute(StartCheckout, { guideId: String(guide.id) });
      expect(errorCode(result)).toBe('SERVICE_UNAVAILABLE');
      expect(result.errors?.[0]?.message).toBe(CHECKOUT_MESSAGES.failed);
    } finally {
      fake.failPreferences = false;
    }
    const list = await app.execute(OrdersQuery, {}, { user: ADMIN_USER });
    expect(list.data?.orders.find((order) => order.guideId === String(guide.id))?.status).toBe('CANCELLED');
  });

  it('lists orders newest first for admins only', async () => {
    const { app } = payments;
    const guide = await payments.paidGuide(1200);
    const first = await app.execute(StartCheckout, { guideId: String(guide.id) });
    const second = await app.execute(StartCheckout, { guideId: String(guide.id) });
    expect(errorCode(await app.execute(OrdersQuery))).toBe('UNAUTHENTICATED');
    const list = (await app.execute(OrdersQuery, {}, { user: ADMIN_USER })).data?.orders ?? [];
    expect(list.slice(0, 2).map((order) => order.id)).toEqual([
      second.data?.startCheckout.orderId,
      first.data?.startCheckout.orderId,
    ]);
    expect(list[0]).toMatchObject({ guideTitle: guide.title, amount: 1200, currency: 'ARS', status: 'PENDING' });
  });
});

describe.each(TEST_DATABASES)('startCheckout without a provider on %s', (kind) => {
  it('reports payments as disabled and refuses to start a checkout', async () => {
    const app = await createTestApp(kind, { seed: false });
    try {
      expect((await app.execute(PaymentsEnabled)).data?.paymentsEnabled).toBe(false);
      const guide = await insertGuide(app.runtime.services.db, { price: 100, pdfUrl: 'guidepdfs/x.pdf' });
      const result = await app.execute(StartCheckout, { guideId: String(guide.id) });
      expect(result.errors?.[0]?.message).toBe(CHECKOUT_MESSAGES.notConfigured);
    } finally {
      await app.close();
    }
  });
});
