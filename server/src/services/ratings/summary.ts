import { and, eq, inArray, sql } from 'drizzle-orm';
import { ratings, type ContentTypeValue } from '../../db/schema';
import type { DbExecutor } from '../../db/client';

export interface RatingSummary {
  average: number;
  count: number;
}

export const EMPTY_SUMMARY: RatingSummary = { average: 0, count: 0 };

/** Average (1 decimal) and count for many items in one statement; missing ids get zeros. */
export async function loadRatingSummaries(
  db: DbExecutor,
  contentType: ContentTypeValue,
  ids: readonly number[],
): Promise<Map<number, RatingSummary>> {
  const rows = await db
    .select({
      contentId: ratings.contentId,
      average: sql<number>`round(avg(${ratings.rating})::numeric, 1)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(ratings)
    .where(and(eq(ratings.contentType, contentType), inArray(ratings.contentId, [...ids])))
    .groupBy(ratings.contentId);
  return new Map(rows.map((r) => [r.contentId, { average: r.average, count: r.count }]));
}
