/**
 * What the image-copies job tells the owner on the dashboard: how many copies
 * it made, and which covers still have none because their copy failed (the
 * original gone from storage, say). Only covers are named: they are the one
 * picture a shared link and a newsletter e-mail show, and uploading the cover
 * again (which makes its copy at once) is something she can do herself.
 */
import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { articles, guides, mediaAssets } from '../../db/schema';
import type { JpegCopyReport } from './jpegCopy';

/** Covers named by title; the rest are counted ('y 2 más'), so the line stays short however many fail. */
export const NAMED_BROKEN_COVERS = 3;

export interface BrokenCovers {
  /** The newest first, at most NAMED_BROKEN_COVERS. */
  titles: string[];
  total: number;
}

/**
 * The covers of articles and guides whose copy failed. Read from the partial
 * index of images without a copy (its failed part, a handful of rows), each
 * joined to the content through the image_url indexes.
 */
export async function brokenCovers(db: DbExecutor): Promise<BrokenCovers> {
  const rows = await db
    .select({
      title: sql<string>`coalesce(${articles.title}, ${guides.title})`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(mediaAssets)
    .leftJoin(articles, eq(articles.imageUrl, mediaAssets.url))
    .leftJoin(guides, eq(guides.imageUrl, mediaAssets.url))
    .where(
      and(
        isNull(mediaAssets.jpegCopy),
        isNotNull(mediaAssets.jpegCopyFailedAt),
        or(isNotNull(articles.id), isNotNull(guides.id)),
      ),
    )
    .orderBy(desc(mediaAssets.id))
    .limit(NAMED_BROKEN_COVERS);
  return { titles: rows.map((row) => row.title), total: rows[0]?.total ?? 0 };
}

const conjunction = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });

/** The dashboard's line; undefined when the run made nothing and no cover is broken (nothing to say). */
export function jpegCopySummaryText(report: Pick<JpegCopyReport, 'made'>, broken: BrokenCovers): string | undefined {
  const lines: string[] = [];
  if (report.made > 0) lines.push(`Preparó ${report.made} ${report.made === 1 ? 'imagen' : 'imágenes'}.`);
  if (broken.total > 0) {
    const one = broken.total === 1;
    const rest = broken.total - broken.titles.length;
    const named = conjunction.format([
      ...broken.titles.map((title) => `«${title}»`),
      ...(rest > 0 ? [`${rest} más`] : []),
    ]);
    lines.push(
      one
        ? `No se pudo preparar la portada de ${named}. Vuelve a subir esa imagen desde su artículo o guía para que se vea al compartir el enlace y en los e-mails.`
        : `No se pudieron preparar las portadas de ${named}. Vuelve a subir esas imágenes desde su artículo o guía para que se vean al compartir el enlace y en los e-mails.`,
    );
  }
  return lines.length > 0 ? lines.join(' ') : undefined;
}
