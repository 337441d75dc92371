/**
 * What the owner must know about how paid guides are sold. Without Mercado Pago the
 * buy button is the guide's own payment link, and the purchase-success page runs only
 * the spec's checks (purchaseDownload.ts): it cannot know whether this visitor paid, so
 * /compra-exitosa/{id} hands the PDF to anyone with the address. The dashboard and the
 * guide form say so while that is the case.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { guides, PUBLISHED } from '../../db/schema';
import type { AppServices } from '../appServices';
import { paymentsEnabled } from './mercadoPago';

export interface PaymentSetupView {
  mercadoPagoConnected: boolean;
  paidGuidesWithPdf: number;
  successPageOpen: boolean;
}

/** Whether purchases are verified, and how many published paid guides the success page hands a PDF for. */
export async function paymentSetup(services: Pick<AppServices, 'db' | 'config'>): Promise<PaymentSetupView> {
  const mercadoPagoConnected = paymentsEnabled(services.config);
  // The success page's own conditions: published, a price above 0, a PDF.
  const [row] = await services.db
    .select({ paid: count() })
    .from(guides)
    .where(and(eq(guides.status, PUBLISHED), gt(guides.price, 0), sql`coalesce(${guides.pdfUrl}, '') <> ''`));
  const paidGuidesWithPdf = row?.paid ?? 0;
  return { mercadoPagoConnected, paidGuidesWithPdf, successPageOpen: !mercadoPagoConnected && paidGuidesWithPdf > 0 };
}
