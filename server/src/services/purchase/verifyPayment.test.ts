import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { TEST_DATABASES } from '../../../test/databases';
import { errorCode } from '../../../test/harness';
import { createPaymentsApp, type PaymentsApp } from '../../../test/paymentsApp';
import { applyPayment, PAYMENT_MESSAGES } from './orders';

const StartCheckout = graphql(`
  mutation TestVerifyStartCheckout($guideId: ID!) {
    startCheckout(guideId: $guideId) {
      orderId
    }
  }
`);

const VerifiedPurchase = graphql(`
  query TestVerifiedPurchase($guideId: ID!, $paymentId: String, $orderId: ID) {
    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {
      guideTitle
      downloadUrl
      fileName
    }
  }
`);

describe.each(TEST_DATABASES)('purchaseDownload verified with Mercado Pago on %s', (kind) => {
  let payments: PaymentsApp;

  beforeAll(async () => {
    payments = await createPaymentsApp(kind);
  });
  afterAll(async () => {
    await payments?.close();
  });

  /** A fresh order for a fresh 4500 ARS guide, as the buy button makes it. */
  async function checkout(price = 4500) {
    const guide = await payments.paidGuide(price);
    const result = await payments.app.execute(StartCheckout, { guideId: String(guide.id) });
    const orderId = result.data?.startCheckout.orderId ?? '';
    expect(orderId).not.toBe('');
    return { guide, guideId: String(guide.id), orderId };
  }

  function pay(orderId: string | null, overrides: { status?: string; amount?: number; currency?: string } = {}) {
    return payments.fake.addPayment({
      status: overrides.status ?? 'approved',
      external_reference: orderId,
      transaction_amount: overrides.amount ?? 4500,
      currency_id: overrides.currency ?? 'ARS',
    });
  }

  const verify = (guideId: string, paymentId: string | null, orderId: string | null) =>
    payments.app.execute(VerifiedPurchase, { guideId, paymentId, orderId });

  /** The request failed with `message` and handed out nothing. */
  function expectRefused(result: Awaited<ReturnType<typeof verify>>, message: string) {
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.data?.purchaseDownload?.downloadUrl).toBeUndefined();
  }

  it('hands out a signed link for an approved payment of the right amount', async () => {
    const { guide, guideId, orderId } = await checkout();
    const payment = pay(orderId);
    const result = await verify(guideId, payment.id, orderId);
    expect(result.errors).toBeUndefined();
    expect(result.data?.purchaseDownload.guideTitle).toBe(guide.title);
    expect(result.data?.purchaseDownload.downloadUrl).toMatch(new RegExp(`^/download/signed/${guide.id}\\.`));
    expect(await payments.order(orderId)).toMatchObject({ status: 'approved', paymentId: payment.id });
    // The buyer can come back to the same return URL for a fresh link.
    expect((await verify(guideId, payment.id, orderId)).data?.purchaseDownload.downloadUrl).toBeTruthy();
  });

  it.each([
    ['pending', 'pending', PAYMENT_MESSAGES.pending],
    ['in_process', 'pending', PAYMENT_MESSAGES.pending],
    ['rejected', 'rejected', PAYMENT_MESSAGES.rejected],
    ['cancelled', 'cancelled', PAYMENT_MESSAGES.cancelled],
  ])('refuses a %s payment and records the order as %s', async (providerStatus, orderStatus, message) => {
    const { guideId, orderId } = await checkout();
    const payment = pay(orderId, { status: providerStatus });
    expectRefused(await verify(guideId, payment.id, orderId), message);
    expect(await payments.order(orderId)).toMatchObject({ status: orderStatus, paymentId: payment.id });
  });

  it('unlocks once a pending payment is approved later', async () => {
    const { guideId, orderId } = await checkout();
    const payment = pay(orderId, { status: 'in_process' });
    expectRefused(await verify(guideId, payment.id, orderId), PAYMENT_MESSAGES.pending);
    payment.status = 'approved';
    expect((await verify(guideId, payment.id, orderId)).data?.purchaseDownload.downloadUrl).toBeTruthy();
    expect((await payments.order(orderId))?.status).toBe('approved');
  });

  it.each([
    ['a lower amount', { amount: 45 }],
    ['another currency', { currency: 'USD' }],
  ])('refuses an approved payment of %s and leaves the order pending', async (_label, overrides) => {
    const { guideId, orderId } = await checkout();
    const payment = pay(orderId, overrides);
    expectRefused(await verify(guideId, payment.id, orderId), PAYMENT_MESSAGES.amount);
    expect(await payments.order(orderId)).toMatchObject({ status: 'pending', paymentId: null });
  });

  it('refuses a payment made for another order or for no order', async () => {
    const mine = await checkout();
    const other = await checkout();
    for (const reference of [other.orderId, null]) {
      const payment = pay(reference);
      expectRefused(await verify(mine.guideId, payment.id, mine.orderId), PAYMENT_MESSAGES.mismatch);
    }
    expect(await payments.order(mine.orderId)).toMatchObject({ status: 'pending', paymentId: null });
  });

  it('refuses to replay a payment id for another order or guide', async () => {
    const first = await checkout();
    const second = await checkout();
    const payment = pay(first.orderId);
    expect((await verify(first.guideId, payment.id, first.orderId)).errors).toBeUndefined();
    expectRefused(await verify(second.guideId, payment.id, second.orderId), PAYMENT_MESSAGES.mismatch);
    // The right order id with another guide's page is refused too.
    expectRefused(await verify(second.guideId, payment.id, first.orderId), PAYMENT_MESSAGES.mismatch);
    expect(await payments.order(second.orderId)).toMatchObject({ status: 'pending', paymentId: null });
    // Even a payment claiming the second order cannot take the first one's payment id (unique payment_id).
    const secondRow = await payments.order(second.orderId);
    const stolen = await applyPayment(payments.app.runtime.services, secondRow!, {
      id: payment.id,
      status: 'approved',
      externalReference: second.orderId,
      transactionAmount: 4500,
      currencyId: 'ARS',
    });
    expect(stolen).toMatchObject({ status: 'pending', paymentId: null });
  });

  it('asks for the payment when the return URL carries none, and reports unknown payments', async () => {
    const { guideId, orderId } = await checkout();
    expectRefused(await verify(guideId, null, orderId), PAYMENT_MESSAGES.missingPayment);
    expectRefused(await verify(guideId, 'null', 'null'), PAYMENT_MESSAGES.missingPayment);
    expectRefused(await verify(guideId, '123', null), PAYMENT_MESSAGES.missingPayment);
    expectRefused(await verify(guideId, '1', orderId), PAYMENT_MESSAGES.paymentNotFound);
    expectRefused(await verify(guideId, '../../x', orderId), PAYMENT_MESSAGES.mismatch);
    expectRefused(await verify(guideId, '1', 'not-an-order'), PAYMENT_MESSAGES.mismatch);
    expect((await payments.order(orderId))?.status).toBe('pending');
  });

  it('says the provider is unavailable without unlocking anything', async () => {
    const { guideId, orderId } = await checkout();
    const payment = pay(orderId);
    payments.fake.failPayments = true;
    try {
      const result = await verify(guideId, payment.id, orderId);
      expect(errorCode(result)).toBe('SERVICE_UNAVAILABLE');
      expectRefused(result, PAYMENT_MESSAGES.providerDown);
    } finally {
      payments.fake.failPayments = false;
    }
    expect((await payments.order(orderId))?.status).toBe('pending');
  });
});
