import { and, eq } from 'drizzle-orm';
import { ratings, type ContentTypeValue } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { parseId } from '../shared/ids';

/**
 * The stars this visitor gave an item, or null when she has not rated it. Pages
 * ask for it in the browser after hydration, so the server-rendered HTML stays the
 * same for every visitor (cacheable) and her stars still come back read-only.
 */
export async function findVisitorRating(
  db: DbExecutor,
  contentType: ContentTypeValue,
  rawId: string | number,
  visitor: string,
): Promise<number | null> {
  const id = parseId(rawId);
  const [row] = await db
    .select({ rating: ratings.rating })
    .from(ratings)
    .where(and(eq(ratings.contentType, contentType), eq(ratings.contentId, id), eq(ratings.userIdentifier, visitor)));
  return row?.rating ?? null;
}
