/**
 * Server-side view counting: at most one counted view per item every 30
 * minutes per visitor, and VIEW_PER_ADDRESS_AND_ITEM.limit per client address,
 * kept in Postgres so every app instance agrees. The address limit is what
 * stops a script: without cookies every request is a new visitor, but it
 * keeps coming from one address (an IPv6 client: one /64, see addressKey). A
 * household sharing a connection counts as one reader per window.
 */
import { sql } from 'drizzle-orm';
import { contentViews, type ContentTypeValue } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { addressKey } from '../addressKey';
import { parseId } from '../ids';
import { hitThrottle, type ThrottleRule } from '../throttle';
import { incrementViews, requirePublishedItem } from './publishedItem';

export const VIEW_DEDUP_MINUTES = 30;

/** Counted views of one item from one client address per window: one, so a reload or a script adds nothing. */
export const VIEW_PER_ADDRESS_AND_ITEM: ThrottleRule = {
  bucket: 'view:address-item',
  limit: 1,
  windowSeconds: VIEW_DEDUP_MINUTES * 60,
};

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

/** Thrown inside the transaction to undo the address's hit when the visitor's view was already counted. */
class AlreadyCounted extends Error {}

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
  try {
    return await db.transaction(async (tx) => {
      // The address first: a repeat from it stores nothing, whatever cookie it sends (a script
      // without cookies would otherwise leave one visitor row per call). Every caller takes the
      // address row before the visitor row, so the two locks cannot deadlock.
      const subject = `${addressKey(address)}|${contentType}:${id}`;
      if (!(await hitThrottle(tx, VIEW_PER_ADDRESS_AND_ITEM, subject))) return item.views;
      // A reader already counted elsewhere (her phone off the wifi) does not use up this address's view.
      if (!(await claimView(tx, contentType, id, visitor))) throw new AlreadyCounted();
      return (await incrementViews(tx, contentType, id)) ?? item.views;
    });
  } catch (error) {
    if (error instanceof AlreadyCounted) return item.views;
    throw error;
  }
}
