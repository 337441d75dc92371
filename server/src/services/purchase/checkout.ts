/**
 * startCheckout: records an order for a paid guide and creates the Mercado
 * Pago Checkout Pro preference the buyer is sent to.
 */
import { CURRENCY } from '@crecer/domain/constants';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { AppServices } from '../appServices';
import { badInput, serviceUnavailable, tooManyRequests } from '../shared/errors';
import { addressKey, hitThrottle, logRefusal, type ThrottleRule } from '../visitors';
import { createPreference, paymentsEnabled, PaymentProviderError } from './mercadoPago';
import { loadPurchasableGuide } from './purchaseDownload';

/** Each checkout is a row and a provider call; generous for a family, tight for a script. */
export const CHECKOUT_PER_IP: ThrottleRule = { bucket: 'checkout:ip', limit: 30, windowSeconds: 60 * 60 };

export const CHECKOUT_MESSAGES = {
  notConfigured: 'Los pagos con Mercado Pago no están disponibles. Usa el enlace de pago de la guía.',
  failed: 'No se pudo iniciar el pago con Mercado Pago. Por favor, intenta de nuevo más tarde.',
  throttled: 'Demasiados intentos de compra en poco tiempo. Por favor, espera un rato e inténtalo de nuevo.',
} as const;

export const WEBHOOK_PATH = '/webhooks/mercadopago';

export interface CheckoutSessionResult {
  orderId: string;
  checkoutUrl: string;
}

export async function startCheckout(
  context: Pick<AppServices, 'db' | 'config' | 'logger'> & { ip: string },
  rawGuideId: string,
): Promise<CheckoutSessionResult> {
  const { db, config, logger } = context;
  if (!paymentsEnabled(config)) throw badInput(CHECKOUT_MESSAGES.notConfigured, 'guideId');
  const guide = await loadPurchasableGuide(db, rawGuideId);
  if (!(await hitThrottle(db, CHECKOUT_PER_IP, addressKey(context.ip)))) {
    logRefusal(logger, CHECKOUT_PER_IP, { client: context.ip });
    throw tooManyRequests(CHECKOUT_MESSAGES.throttled);
  }

  const orderId = randomUUID();
  await db.insert(orders).values({
    id: orderId,
    guideId: guide.id,
    guideTitle: guide.title,
    amount: guide.price,
    currency: CURRENCY,
  });
  try {
    const preference = await createPreference(config, {
      orderId,
      guideId: guide.id,
      title: guide.title,
      amount: guide.price,
      returnUrl: `${config.publicUrl}/compra-exitosa/${guide.id}`,
      notificationUrl: `${config.publicUrl}${WEBHOOK_PATH}`,
    });
    await db.update(orders).set({ preferenceId: preference.id }).where(eq(orders.id, orderId));
    return { orderId, checkoutUrl: preference.initPoint };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.error({ err: error, orderId }, 'could not create a Mercado Pago preference');
    // The buyer never reached the provider: nothing can be paid for this order.
    await db.update(orders).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(orders.id, orderId));
    throw serviceUnavailable(CHECKOUT_MESSAGES.failed);
  }
}
