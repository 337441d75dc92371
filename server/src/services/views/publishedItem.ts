/** Looks up the published article or guide a visitor rates or views. */
import { and, eq } from 'drizzle-orm';
import { articles, guides, PUBLISHED, type ContentTypeValue } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { notFound } from '../shared/errors';

export interface PublishedItem {
  id: number;
  views: number;
  showRatings: boolean;
}

/** The spec's own wording for a missing or unpublished item. */
export const ITEM_NOT_FOUND_MESSAGES: Record<ContentTypeValue, string> = {
  article: 'Artículo no encontrado o no está publicado.',
  guide: 'Guía no encontrada o no está publicada.',
};

function tableFor(contentType: ContentTypeValue) {
  return contentType === 'article' ? articles : guides;
}

/** The published item, or a NOT_FOUND error with the spec's message (drafts are treated as missing). */
export async function requirePublishedItem(
  db: DbExecutor,
  contentType: ContentTypeValue,
  id: number,
): Promise<PublishedItem> {
  const table = tableFor(contentType);
  const [row] = await db
    .select({ id: table.id, views: table.views, showRatings: table.showRatings })
    .from(table)
    .where(and(eq(table.id, id), eq(table.status, PUBLISHED)));
  if (!row) throw notFound(ITEM_NOT_FOUND_MESSAGES[contentType]);
  return row;
}

/** The stored view count of a published item; null when it is missing or not published. */
export async function publishedViews(
  db: DbExecutor,
  contentType: ContentTypeValue,
  id: number,
): Promise<number | null> {
  const table = tableFor(contentType);
  const [row] = await db
    .select({ views: table.views })
    .from(table)
    .where(and(eq(table.id, id), eq(table.status, PUBLISHED)));
  return row?.views ?? null;
}
