import { and, eq } from 'drizzle-orm';
import { guides, PUBLISHED } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { freeDownloadFileName } from '@crecer/domain/freeDownloadFileName';
import { isFreeGuide } from './published';

/** The storage key of a free, published guide's PDF, or null. Paid PDFs are never resolved here. */
export async function findFreeGuidePdf(db: DbExecutor, id: number): Promise<{ key: string; fileName: string } | null> {
  const [guide] = await db
    .select({ title: guides.title, price: guides.price, pdfUrl: guides.pdfUrl })
    .from(guides)
    .where(and(eq(guides.id, id), eq(guides.status, PUBLISHED)));
  if (!guide?.pdfUrl || !isFreeGuide(guide)) return null;
  return { key: guide.pdfUrl, fileName: freeDownloadFileName(guide.title) };
}
