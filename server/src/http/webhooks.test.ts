import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql';
import { TEST_DATABASES } from '../../test/databases';
import { startHttp } from '../../test/http';
import { createPaymentsApp, MP_WEBHOOK_SECRET, type PaymentsApp } from '../../test/paymentsApp';
import { PAYMENT_MESSAGES } from '../services/purchase';

const StartCheckout = graphql(`
  mutation TestWebhookStartCheckout($guideId: ID!) {
    startCheckout(guideId: $guideId) {
      orderId
    }
  }
`);

const WebhookPurchase = graphql(`
  query TestWebhookPurchase($guideId: ID!, $paymentId: String, $orderId: ID) {
    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {
      downloadUrl
    }
  }
`);

describe.each(TEST_DATABASES)('POST /webhooks/mercadopago on %s', (kind) => {
  let payments: PaymentsApp;
  let http: Awaited<ReturnType<typeof startHttp>>;
  let webhookUrl: string;

  beforeAll(async () => {
    payments = await createPaymentsApp(kind);
    http = await startHttp(payments.app);
    webhookUrl = `${http.url}/webhooks/mercadopago`;
  });
  afterAll(async () => {
    await http?.close();
    await payments?.close();
  });

  async function orderWithPayment(overrides: { status?: string; amount?: number } = {}) {
    const guide = await payments.paidGuide(4500);
    const result = await payments.app.execute(StartCheckout, { guideId: String(guide.id) });
    const orderId = result.data?.startCheckout.orderId ?? '';
    const payment = payments.fake.addPayment({
      status: overrides.status ?? 'approved',
      external_reference: orderId,
      transaction_amount: overrides.amount ?? 4500,
      currency_id: 'ARS',
    });
    return { guideId: String(guide.id), orderId, payment };
  }

  it('approves the order for a genuine notification, once', async () => {
    const { orderId, payment } = await orderWithPayment();
    const first = await payments.fake.notify(webhookUrl, payment.id);
    expect(first.status).toBe(200);
    const approved = await payments.order(orderId);
    expect(approved).toMatchObject({ status: 'approved', paymentId: payment.id, providerStatus: 'approved' });

    // Mercado Pago resends notifications; the same one again changes nothing.
    const again = await payments.fake.notify(webhookUrl, payment.id);
    expect(again.status).toBe(200);
    expect((await payments.order(orderId))?.updatedAt).toEqual(approved?.updatedAt);
  });

  it('follows a later refund, after which the payment unlocks nothing', async () => {
    const { guideId, orderId, payment } = await orderWithPayment();
    expect((await payments.fake.notify(webhookUrl, payment.id)).status).toBe(200);
    payment.status = 'refunded';
    expect((await payments.fake.notify(webhookUrl, payment.id)).status).toBe(200);
    expect((await payments.order(orderId))?.status).toBe('refunded');
    const result = await payments.app.execute(WebhookPurchase, { guideId, paymentId: payment.id, orderId });
    expect(result.errors?.[0]?.message).toBe(PAYMENT_MESSAGES.refunded);
    expect(result.data?.purchaseDownload).toBeUndefined();
  });

  it('records a rejected payment and leaves a wrong amount pending', async () => {
    const rejected = await orderWithPayment({ status: 'rejected' });
    expect((await payments.fake.notify(webhookUrl, rejected.payment.id)).status).toBe(200);
    expect((await payments.order(rejected.orderId))?.status).toBe('rejected');

    const cheap = await orderWithPayment({ amount: 1 });
    expect((await payments.fake.notify(webhookUrl, cheap.payment.id)).status).toBe(200);
    expect(await payments.order(cheap.orderId)).toMatchObject({ status: 'pending', paymentId: null });
  });

  it('answers 401 to forged, tampered, unsigned and stale notifications and changes nothing', async () => {
    const { orderId, payment } = await orderWithPayment();
    const fiveMinutesAgo = Math.floor(Date.now() / 1000) - 5 * 60 - 30;
    const refused = [
      await payments.fake.notify(webhookUrl, payment.id, { secret: 'not-the-secret' }),
      await payments.fake.notify(webhookUrl, payment.id, { signedId: '1' }),
      await payments.fake.notify(webhookUrl, payment.id, { ts: fiveMinutesAgo }),
      await payments.fake.notify(webhookUrl, payment.id, { ts: Math.floor(Date.now() / 1000) + 10 * 60 }),
      await fetch(`${webhookUrl}?data.id=${payment.id}&type=payment`, { method: 'POST' }),
      await fetch(`${webhookUrl}?data.id=${payment.id}&type=payment`, {
        method: 'POST',
        headers: { 'x-signature': 'ts=1,v1=nope', 'x-request-id': 'abc' },
      }),
    ];
    expect(refused.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(await payments.order(orderId)).toMatchObject({ status: 'pending', paymentId: null });
    // The same notification signed with the real secret, just now, is accepted.
    expect((await payments.fake.notify(webhookUrl, payment.id, { secret: MP_WEBHOOK_SECRET })).status).toBe(200);
    expect((await payments.order(orderId))?.status).toBe('approved');
  });

  it('ignores unknown payments and asks for a retry when Mercado Pago is down', async () => {
    expect((await payments.fake.notify(webhookUrl, '123456')).status).toBe(200);
    const { orderId, payment } = await orderWithPayment();
    payments.fake.failPayments = true;
    try {
      expect((await payments.fake.notify(webhookUrl, payment.id)).status).toBe(502);
    } finally {
      payments.fake.failPayments = false;
    }
    expect((await payments.order(orderId))?.status).toBe('pending');
    const notJson = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });
});
