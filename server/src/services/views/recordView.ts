/**
 * Server-side view counting: at most one counted view per item every 30
 * minutes per visitor AND per client address, kept in Postgres so every app
 * instance agrees. The address key is what stops a script: without cookies
 * every request is a new visitor, but it keeps coming from one address. A
 * household sharing a connection counts as one reader per window.
 */
import { sql } from 'drizzle-orm';
import { contentViews, type ContentTypeValue } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { parseId } from '../ids';
import { incrementViews, requirePublishedItem } from './publishedItem';

export const VIEW_DEDUP_MINUTES = 30;

/** The de-duplication key of a client address, beside visitor ids in content_views. */
export function addressViewer(address: string): string {
  return `address:${address}`;
}

/**
 * Claims this visitor's view of the item. One atomic upsert: a new row, or an
 * existing row older than the window, is (re)stamped and returned; a fresh row
 * is left alone and nothing is returned. Concurrent calls from one visitor
 * serialize on the row lock, so only one of them gets a row back.
 */
async function claimView(db: DbExecutor, contentType: ContentTypeValue, id: number, visitor: string) {
  const claimed = await db
    .insert(contentViews)
    .values({ contentType, contentId: id, visitorId: visitor })
    .onConflictDoUpdate({
      target: [contentViews.contentType, contentViews.contentId, contentViews.visitorId],
      set: { viewedAt: sql`now()` },
      setWhere: sql`${contentViews.viewedAt} < now() - make_interval(mins => ${VIEW_DEDUP_MINUTES})`,
    })
    .returning({ contentId: contentViews.contentId });
  return claimed.length > 0;
}

/** Counts one view of a published item for this visitor (when due) and returns the current total. */
export async function recordView(
  db: DbExecutor,
  contentType: ContentTypeValue,
  rawId: string | number,
  visitor: string,
  address: string,
): Promise<number> {
  const id = parseId(rawId);
  const item = await requirePublishedItem(db, contentType, id);
  if (!(await claimView(db, contentType, id, visitor))) return item.views;
  if (!(await claimView(db, contentType, id, addressViewer(address)))) return item.views;
  return (await incrementViews(db, contentType, id)) ?? item.views;
}
