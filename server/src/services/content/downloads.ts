import { and, eq } from 'drizzle-orm';
import { guides, PUBLISHED } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { isFreeGuide } from './published';

/** Spec: title lowercased, spaces to underscores, plus .pdf; fallback guia.pdf. */
export function freeDownloadFileName(title: string | null | undefined): string {
  const base = (title ?? '').trim().toLowerCase().replace(/ /g, '_');
  return base ? `${base}.pdf` : 'guia.pdf';
}

/** The storage key of a free, published guide's PDF, or null. Paid PDFs are never resolved here. */
export async function findFreeGuidePdf(db: DbExecutor, id: number): Promise<{ key: string; fileName: string } | null> {
  const [guide] = await db
    .select({ title: guides.title, price: guides.price, pdfUrl: guides.pdfUrl })
    .from(guides)
    .where(and(eq(guides.id, id), eq(guides.status, PUBLISHED)));
  if (!guide?.pdfUrl || !isFreeGuide(guide)) return null;
  return { key: guide.pdfUrl, fileName: freeDownloadFileName(guide.title) };
}
