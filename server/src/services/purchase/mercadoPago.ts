/**
 * The two Mercado Pago calls we make: create a Checkout Pro preference and
 * read a payment. The base URL comes from configuration so tests can point
 * it at a local fake.
 */
import { CURRENCY } from '@crecer/domain/constants';
import type { Config } from '../../config';

/** Bounded well below Mercado Pago's 22 s webhook timeout, so a slow provider cannot hang a request. */
const REQUEST_TIMEOUT_MS = 10_000;

/** The provider could not be reached or answered with an error. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export type MercadoPagoConfig = Pick<Config, 'mercadoPagoAccessToken' | 'mercadoPagoApiUrl'>;

export interface PreferenceRequest {
  orderId: string;
  guideId: number;
  title: string;
  amount: number;
  /** Where Mercado Pago sends the buyer back (success, pending and failure alike). */
  returnUrl: string;
  notificationUrl: string;
}

export interface CreatedPreference {
  id: string;
  initPoint: string;
}

/** The fields of a payment we check; everything else is ignored. */
export interface ProviderPayment {
  id: string;
  status: string;
  externalReference: string | null;
  transactionAmount: number;
  currencyId: string;
}

/** Payment ids are numeric; anything else never reaches the provider's URL. */
export function isPaymentIdShape(value: string): boolean {
  return /^\d{1,20}$/.test(value);
}

async function call(config: MercadoPagoConfig, path: string, init: RequestInit = {}): Promise<Response> {
  if (!config.mercadoPagoAccessToken) throw new PaymentProviderError('Mercado Pago is not configured');
  try {
    return await fetch(`${config.mercadoPagoApiUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${config.mercadoPagoAccessToken}`,
        accept: 'application/json',
        ...(init.headers as Record<string, string> | undefined),
      },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new PaymentProviderError(`Mercado Pago request ${path} failed`, { cause: error });
  }
}

export async function createPreference(
  config: MercadoPagoConfig,
  request: PreferenceRequest,
): Promise<CreatedPreference> {
  const response = await call(config, '/checkout/preferences', {
    method: 'POST',
    // The same order never creates two preferences, even if the call is retried.
    headers: { 'content-type': 'application/json', 'x-idempotency-key': request.orderId },
    body: JSON.stringify({
      items: [
        {
          id: String(request.guideId),
          title: request.title,
          quantity: 1,
          unit_price: request.amount,
          currency_id: CURRENCY,
        },
      ],
      external_reference: request.orderId,
      back_urls: { success: request.returnUrl, pending: request.returnUrl, failure: request.returnUrl },
      auto_return: 'approved',
      notification_url: request.notificationUrl,
    }),
  });
  if (!response.ok) throw new PaymentProviderError(`Mercado Pago preference failed with ${response.status}`);
  const body = (await response.json()) as { id?: unknown; init_point?: unknown };
  if (typeof body.init_point !== 'string' || !/^https?:\/\//.test(body.init_point))
    throw new PaymentProviderError('Mercado Pago preference without init_point');
  return { id: String(body.id ?? ''), initPoint: body.init_point };
}

/** The payment as Mercado Pago reports it; null when it does not exist. */
export async function fetchPayment(config: MercadoPagoConfig, paymentId: string): Promise<ProviderPayment | null> {
  if (!isPaymentIdShape(paymentId)) return null;
  const response = await call(config, `/v1/payments/${paymentId}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new PaymentProviderError(`Mercado Pago payment lookup failed with ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  return {
    id: String(body.id ?? ''),
    status: typeof body.status === 'string' ? body.status : '',
    externalReference: typeof body.external_reference === 'string' ? body.external_reference : null,
    transactionAmount: typeof body.transaction_amount === 'number' ? body.transaction_amount : NaN,
    currencyId: typeof body.currency_id === 'string' ? body.currency_id : '',
  };
}

/** With an access token, buy buttons start a verified checkout instead of the plain payment link. */
export function paymentsEnabled(config: Pick<Config, 'mercadoPagoAccessToken'>): boolean {
  return Boolean(config.mercadoPagoAccessToken);
}
