import { eq } from 'drizzle-orm';
import { guides, PUBLISHED, type GuideRow } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { freeDownloadFileName } from '@crecer/domain/freeDownloadFileName';
import { isFreeGuide } from './published';

/** The storage key of a free, published guide's PDF, or null. Paid PDFs are never resolved here. */
export async function findFreeGuidePdf(db: DbExecutor, id: number): Promise<{ key: string; fileName: string } | null> {
  const [guide] = await db
    .select({ title: guides.title, price: guides.price, pdfUrl: guides.pdfUrl, status: guides.status })
    .from(guides)
    .where(eq(guides.id, id));
  if (!guide?.pdfUrl || !hasPublicDownload(guide)) return null;
  return { key: guide.pdfUrl, fileName: freeDownloadFileName(guide.title) };
}

/**
 * Whether anyone may download the guide's PDF at /download/guides/:id (a free,
 * published guide with a file): the route checks it, and the Guide type's
 * downloadUrl offers the link only then.
 */
export function hasPublicDownload(guide: Pick<GuideRow, 'price' | 'pdfUrl' | 'status'>): boolean {
  return Boolean(guide.pdfUrl) && isFreeGuide(guide) && guide.status === PUBLISHED;
}

/** Any guide's PDF, whatever its status and price: the owner's "Descargar PDF" (an admin-only route). */
export async function findGuidePdfForAdmin(
  db: DbExecutor,
  id: number,
): Promise<{ key: string; fileName: string } | null> {
  const [guide] = await db.select({ title: guides.title, pdfUrl: guides.pdfUrl }).from(guides).where(eq(guides.id, id));
  if (!guide?.pdfUrl) return null;
  return { key: guide.pdfUrl, fileName: freeDownloadFileName(guide.title) };
}
