/**
 * A small stand-in for Mercado Pago on loopback, for the integration and e2e
 * tests: Checkout Pro preferences, scripted payments, a checkout page with a
 * 'Pagar' button (and one whose card is rejected) and signed webhook
 * notifications. Signatures are computed
 * here on their own (not with the server's code), so the tests can catch a
 * server that signs or checks them wrongly.
 */
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePayment {
  id: string;
  status: string;
  external_reference: string | null;
  transaction_amount: number;
  currency_id: string;
}

export interface FakePreference {
  id: string;
  body: {
    items: { id: string; title: string; quantity: number; unit_price: number; currency_id: string }[];
    external_reference: string;
    back_urls: { success: string; pending: string; failure: string };
    auto_return: string;
    notification_url: string;
  };
}

export interface FakeMercadoPagoOptions {
  accessToken: string;
  /** With a secret, paying on the checkout page also sends a signed webhook to notification_url. */
  webhookSecret?: string;
}

export interface FakeMercadoPago {
  url: string;
  preferences: FakePreference[];
  payments: Map<string, FakePayment>;
  /** Answers preference requests with 500 while true. */
  failPreferences: boolean;
  /** Answers payment lookups with 500 while true. */
  failPayments: boolean;
  addPayment(payment: Omit<FakePayment, 'id'>): FakePayment;
  /** Sends a webhook notification for a payment, signed like Mercado Pago's. */
  notify(
    target: string,
    paymentId: string,
    options?: { secret?: string; ts?: number; requestId?: string; signedId?: string },
  ): Promise<Response>;
  close(): Promise<void>;
}

let nextPaymentId = 90_000_000_000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function checkoutPage(preference: FakePreference): string {
  const item = preference.body.items[0];
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Mercado Pago (prueba)</title></head>
<body><main><h1>Pagar con Mercado Pago</h1><p>${escapeHtml(item?.title ?? '')}</p>
<p>ARS $${(item?.unit_price ?? 0).toFixed(2)}</p>
<form method="post" action="/checkout/pay/${preference.id}">
<button type="submit" name="outcome" value="approved">Pagar</button>
<button type="submit" name="outcome" value="rejected">Pagar con tarjeta rechazada</button>
</form>
</main></body></html>`;
}

export async function startFakeMercadoPago(options: FakeMercadoPagoOptions): Promise<FakeMercadoPago> {
  const preferences: FakePreference[] = [];
  const payments = new Map<string, FakePayment>();
  const authorized = (req: http.IncomingMessage) => req.headers.authorization === `Bearer ${options.accessToken}`;

  const fake: FakeMercadoPago = {
    url: '',
    preferences,
    payments,
    failPreferences: false,
    failPayments: false,
    addPayment(payment) {
      const stored = { id: String(nextPaymentId++), ...payment };
      payments.set(stored.id, stored);
      return stored;
    },
    notify(target, paymentId, { secret = options.webhookSecret ?? '', ts, requestId = randomUUID(), signedId } = {}) {
      const seconds = ts ?? Math.floor(Date.now() / 1000);
      const manifest = `id:${signedId ?? paymentId};request-id:${requestId};ts:${seconds};`;
      const v1 = createHmac('sha256', secret).update(manifest).digest('hex');
      const url = new URL(target);
      url.searchParams.set('data.id', paymentId);
      url.searchParams.set('type', 'payment');
      return fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': `ts=${seconds},v1=${v1}`,
          'x-request-id': requestId,
        },
        body: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id: paymentId } }),
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A browser's idle keep-alive connections must not hold the shutdown.
        server.closeAllConnections();
      }),
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', fake.url);
      if (req.method === 'POST' && url.pathname === '/checkout/preferences') {
        if (!authorized(req)) return json(res, 401, { message: 'invalid token' });
        if (fake.failPreferences) return json(res, 500, { message: 'internal error' });
        const preference: FakePreference = {
          id: `pref-${preferences.length + 1}`,
          body: JSON.parse(await readBody(req)),
        };
        preferences.push(preference);
        return json(res, 201, { id: preference.id, init_point: `${fake.url}/checkout/pay/${preference.id}` });
      }
      const payment = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && payment) {
        if (!authorized(req)) return json(res, 401, { message: 'invalid token' });
        if (fake.failPayments) return json(res, 500, { message: 'internal error' });
        const found = payments.get(decodeURIComponent(payment[1] ?? ''));
        return found ? json(res, 200, found) : json(res, 404, { message: 'Payment not found' });
      }
      const pay = /^\/checkout\/pay\/([^/]+)$/.exec(url.pathname);
      const preference = pay && preferences.find((p) => p.id === pay[1]);
      if (pay && !preference) return json(res, 404, { message: 'preference not found' });
      if (req.method === 'GET' && preference) {
        return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(preference));
      }
      if (req.method === 'POST' && preference) {
        const item = preference.body.items[0];
        const status = new URLSearchParams(await readBody(req)).get('outcome') === 'rejected' ? 'rejected' : 'approved';
        const paid = fake.addPayment({
          status,
          external_reference: preference.body.external_reference,
          transaction_amount: item?.unit_price ?? 0,
          currency_id: item?.currency_id ?? 'ARS',
        });
        // Like Mercado Pago, a failed notification does not stop the buyer's redirect.
        if (options.webhookSecret) await fake.notify(preference.body.notification_url, paid.id).catch(() => undefined);
        const back = new URL(preference.body.back_urls[status === 'approved' ? 'success' : 'failure']);
        for (const [key, value] of Object.entries({
          collection_id: paid.id,
          collection_status: status,
          payment_id: paid.id,
          status,
          external_reference: preference.body.external_reference,
          preference_id: preference.id,
        }))
          back.searchParams.set(key, value);
        return void res.writeHead(303, { location: back.toString() }).end();
      }
      json(res, 404, { message: 'not found' });
    })().catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
