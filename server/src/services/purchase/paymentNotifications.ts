/**
 * Mercado Pago webhook notifications: the x-signature check and what a
 * genuine payment notification does to its order.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppServices } from '../appServices';
import { fetchPayment } from './mercadoPago';
import { applyPayment, findOrder, orderStatusFor, paymentMismatch } from './orders';

/** Older notifications are refused, so a captured request cannot be replayed later. */
export const WEBHOOK_MAX_AGE_SECONDS = 5 * 60;

export interface SignedNotification {
  /** The x-signature header: `ts=<unix time>,v1=<hex HMAC-SHA256>`. */
  signature: string | undefined;
  /** The x-request-id header. */
  requestId: string | undefined;
  /** data.id from the query string (the payment id). */
  dataId: string;
}

export type SignatureCheck = 'valid' | 'malformed' | 'stale' | 'mismatch';

/** The manifest Mercado Pago signs; parts whose value is missing are left out, as its docs say. */
export function signatureManifest(dataId: string, requestId: string | undefined, ts: string): string {
  const id = dataId ? `id:${dataId.toLowerCase()};` : '';
  const request = requestId ? `request-id:${requestId};` : '';
  return `${id}${request}ts:${ts};`;
}

export function signNotification(secret: string, manifest: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

export function checkWebhookSignature(
  secret: string | undefined,
  notification: SignedNotification,
  nowMs = Date.now(),
): SignatureCheck {
  if (!secret || !notification.signature) return 'malformed';
  const parts = new Map(
    notification.signature.split(',').map((part) => {
      const [key = '', ...value] = part.split('=');
      return [key.trim(), value.join('=').trim()] as const;
    }),
  );
  const ts = parts.get('ts') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d{1,13}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return 'malformed';
  const expected = Buffer.from(
    signNotification(secret, signatureManifest(notification.dataId, notification.requestId, ts)),
    'hex',
  );
  if (!timingSafeEqual(Buffer.from(v1.toLowerCase(), 'hex'), expected)) return 'mismatch';
  // Mercado Pago documents seconds; some notifications carry milliseconds.
  const sentMs = ts.length > 11 ? Number(ts) : Number(ts) * 1000;
  if (Math.abs(nowMs - sentMs) > WEBHOOK_MAX_AGE_SECONDS * 1000) return 'stale';
  return 'valid';
}

export type NotificationOutcome = 'updated' | 'unchanged' | 'ignored' | 'refused';

/**
 * Reads the payment from Mercado Pago (never trusting the notification's
 * body) and records it on its order. Provider failures propagate, so the
 * webhook answers with an error and Mercado Pago retries later.
 */
export async function handlePaymentNotification(
  services: Pick<AppServices, 'db' | 'config' | 'logger' | 'jobs'>,
  paymentId: string,
): Promise<NotificationOutcome> {
  const payment = await fetchPayment(services.config, paymentId);
  const order = payment?.externalReference ? await findOrder(services.db, payment.externalReference) : null;
  if (!payment || !order || !orderStatusFor(payment.status)) return 'ignored';
  const mismatch = paymentMismatch(order, payment);
  if (mismatch) {
    services.logger.warn({ orderId: order.id, paymentId, reason: mismatch }, 'webhook payment refused for an order');
    return 'refused';
  }
  const updated = await applyPayment(services, order, payment);
  if (updated.paymentId !== payment.id) return 'refused';
  const changed = updated.updatedAt.getTime() !== order.updatedAt.getTime();
  if (changed)
    services.logger.info({ orderId: order.id, paymentId, status: updated.status }, 'order updated by webhook');
  return changed ? 'updated' : 'unchanged';
}
