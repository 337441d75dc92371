/**
 * The purchase-success page's checks (spec §5, in its order and words), the
 * payment verification when Mercado Pago is connected, and the paid PDF
 * behind a signed link.
 */
import { and, eq } from 'drizzle-orm';
import { guides, PUBLISHED } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import type { AppServices } from '../appServices';
import { badInput, notFound } from '../shared/errors';
import { isFreeGuide } from '../content';
import { paymentsEnabled } from './mercadoPago';
import { signedDownloadUrl } from './signedLinks';
import { verifyPaidOrder } from './verifyPayment';

export const PURCHASE_MESSAGES = {
  missingId: 'No se especificó una guía.',
  notFound: 'Guía no encontrada.',
  notPublished: 'Esta guía no está disponible actualmente para descarga.',
  free: 'Esta página es para guías de pago. Las guías gratuitas se descargan directamente.',
  noPdf: 'El archivo PDF para esta guía no está disponible en este momento. Por favor, contacta al soporte.',
} as const;

export interface PurchaseDownloadResult {
  guideId: number;
  guideTitle: string;
  downloadUrl: string;
  fileName: string;
}

/** Spec: the title with whitespace runs turned into underscores (plus .pdf); fallback guia_comprada.pdf. */
export function purchasedFileName(title: string | null | undefined): string {
  const base = (title ?? '').trim().replace(/\s+/g, '_');
  return base ? `${base}.pdf` : 'guia_comprada.pdf';
}

function parseGuideId(raw: string): number | null {
  const text = raw.trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

export interface PurchasableGuide {
  id: number;
  title: string;
  /** ARS, above 0. */
  price: number;
}

/** The spec's checks, in its order and words: a published paid guide with a PDF. */
export async function loadPurchasableGuide(db: DbExecutor, rawGuideId: string): Promise<PurchasableGuide> {
  if (!rawGuideId.trim()) throw badInput(PURCHASE_MESSAGES.missingId, 'guideId');
  const id = parseGuideId(rawGuideId);
  if (id === null) throw notFound(PURCHASE_MESSAGES.notFound);
  const [guide] = await db
    .select({ title: guides.title, status: guides.status, price: guides.price, pdfUrl: guides.pdfUrl })
    .from(guides)
    .where(eq(guides.id, id));
  if (!guide) throw notFound(PURCHASE_MESSAGES.notFound);
  if (guide.status !== PUBLISHED) throw badInput(PURCHASE_MESSAGES.notPublished, 'guideId');
  if (isFreeGuide(guide)) throw badInput(PURCHASE_MESSAGES.free, 'guideId');
  if (!guide.pdfUrl) throw badInput(PURCHASE_MESSAGES.noPdf, 'guideId');
  return { id, title: guide.title, price: guide.price ?? 0 };
}

export interface PurchaseDownloadInput {
  guideId: string;
  /** From Mercado Pago's return URL; required when the provider is connected. */
  paymentId?: string | null;
  /** Our order id (external_reference) from the return URL. */
  orderId?: string | null;
}

/**
 * Runs the spec's checks and, with Mercado Pago connected, verifies the
 * payment with the provider; only then hands out a 15-minute signed link.
 */
export async function purchaseDownload(
  services: Pick<AppServices, 'db' | 'config' | 'logger' | 'jobs'>,
  input: PurchaseDownloadInput,
  nowMs = Date.now(),
): Promise<PurchaseDownloadResult> {
  const guide = await loadPurchasableGuide(services.db, input.guideId);
  if (paymentsEnabled(services.config)) await verifyPaidOrder(services, guide.id, input.paymentId, input.orderId);
  return {
    guideId: guide.id,
    guideTitle: guide.title,
    fileName: purchasedFileName(guide.title),
    downloadUrl: signedDownloadUrl(services.config.appSecret, guide.id, nowMs),
  };
}

/** The PDF a signed link may hand out: the guide must still be published and have a file. */
export async function findSignedGuidePdf(
  db: DbExecutor,
  id: number,
): Promise<{ key: string; fileName: string } | null> {
  const [guide] = await db
    .select({ title: guides.title, pdfUrl: guides.pdfUrl })
    .from(guides)
    .where(and(eq(guides.id, id), eq(guides.status, PUBLISHED)));
  if (!guide?.pdfUrl) return null;
  return { key: guide.pdfUrl, fileName: purchasedFileName(guide.title) };
}
