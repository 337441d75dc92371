/** A TestApp wired to a fake Mercado Pago, for the payment integration tests. */
import { eq } from 'drizzle-orm';
import { orders, type GuideRow, type OrderRow } from '../src/db/schema';
import { insertGuide } from './contentFactory';
import type { TestDatabaseKind } from './databases';
import { startFakeMercadoPago, type FakeMercadoPago } from './fakeMercadoPago';
import { createTestApp, type TestApp } from './harness';

export const MP_TOKEN = 'TEST-access-token';
export const MP_WEBHOOK_SECRET = 'test-webhook-secret';
export const PUBLIC_URL = 'https://crecer.test';

export interface PaymentsApp {
  app: TestApp;
  fake: FakeMercadoPago;
  /** A published paid guide whose PDF is in storage. */
  paidGuide(price?: number): Promise<GuideRow>;
  order(id: string): Promise<OrderRow | undefined>;
  close(): Promise<void>;
}

export async function createPaymentsApp(kind: TestDatabaseKind): Promise<PaymentsApp> {
  const fake = await startFakeMercadoPago({ accessToken: MP_TOKEN, webhookSecret: MP_WEBHOOK_SECRET });
  const app = await createTestApp(kind, {
    seed: false,
    config: {
      mercadoPagoAccessToken: MP_TOKEN,
      mercadoPagoWebhookSecret: MP_WEBHOOK_SECRET,
      mercadoPagoApiUrl: fake.url,
      publicUrl: PUBLIC_URL,
    },
  });
  const pdfKey = `guidepdfs/paid_${kind}_${Date.now()}.pdf`;
  await app.runtime.services.storage.put(pdfKey, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
  return {
    app,
    fake,
    paidGuide: (price = 4500) => insertGuide(app.runtime.services.db, { price, pdfUrl: pdfKey }),
    order: async (id) => (await app.runtime.services.db.select().from(orders).where(eq(orders.id, id)))[0],
    async close() {
      await app.close();
      await fake.close();
    },
  };
}
