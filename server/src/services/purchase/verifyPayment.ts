/**
 * The return page's check with Mercado Pago connected: the payment must
 * exist, belong to this order (external_reference), pay the order's amount in
 * ARS and be approved. Whatever the provider reports is recorded on the order.
 */
import type { OrderRow } from '../../db/schema';
import type { AppServices } from '../appServices';
import { badInput, serviceUnavailable } from '../shared/errors';
import { fetchPayment, isPaymentIdShape, PaymentProviderError, type ProviderPayment } from './mercadoPago';
import { applyPayment, findOrder, orderStatusFor, PAYMENT_MESSAGES, paymentMismatch } from './orders';

type VerifyServices = Pick<AppServices, 'db' | 'config' | 'logger' | 'jobs'>;

const STATUS_MESSAGES: Record<Exclude<OrderRow['status'], 'approved'>, string> = {
  pending: PAYMENT_MESSAGES.pending,
  rejected: PAYMENT_MESSAGES.rejected,
  cancelled: PAYMENT_MESSAGES.cancelled,
  refunded: PAYMENT_MESSAGES.refunded,
};

/** Mercado Pago writes the word "null" into the return URL when there is no payment. */
function fromReturnUrl(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return text === 'null' ? '' : text;
}

const refuse = (message: string) => badInput(message, 'paymentId');

async function lookUpPayment(services: VerifyServices, paymentId: string): Promise<ProviderPayment> {
  try {
    const payment = await fetchPayment(services.config, paymentId);
    if (!payment) throw refuse(PAYMENT_MESSAGES.paymentNotFound);
    return payment;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    services.logger.error({ err: error, paymentId }, 'could not verify a payment with Mercado Pago');
    throw serviceUnavailable(PAYMENT_MESSAGES.providerDown);
  }
}

/** Resolves with the approved order; otherwise fails with the Spanish reason. */
export async function verifyPaidOrder(
  services: VerifyServices,
  guideId: number,
  rawPaymentId: string | null | undefined,
  rawOrderId: string | null | undefined,
): Promise<OrderRow> {
  const paymentId = fromReturnUrl(rawPaymentId);
  const orderId = fromReturnUrl(rawOrderId);
  if (!paymentId || !orderId) throw refuse(PAYMENT_MESSAGES.missingPayment);
  const order = await findOrder(services.db, orderId);
  if (!order || order.guideId !== guideId || !isPaymentIdShape(paymentId)) throw refuse(PAYMENT_MESSAGES.mismatch);

  const payment = await lookUpPayment(services, paymentId);
  const mismatch = paymentMismatch(order, payment);
  if (mismatch) {
    services.logger.warn({ orderId, paymentId, reason: mismatch }, 'payment refused for an order');
    throw refuse(mismatch);
  }
  // A status word we do not know yet (Mercado Pago adds some) is treated as "not approved yet".
  if (!orderStatusFor(payment.status)) throw refuse(PAYMENT_MESSAGES.pending);
  const updated = await applyPayment(services, order, payment);
  // The order is already paid by another payment, or this payment is bound elsewhere.
  if (updated.paymentId !== payment.id) throw refuse(PAYMENT_MESSAGES.mismatch);
  if (updated.status !== 'approved') throw refuse(STATUS_MESSAGES[updated.status]);
  return updated;
}
