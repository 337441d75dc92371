/**
 * A visitor's view of a published article or guide (viewRules.ts says when
 * one counts). The visit costs one read: the item, and whether this visitor
 * or this address was counted for it within the window; a view that may count
 * goes to this instance's buffer (viewBuffer.ts), which the database decides
 * on when it is written, every few seconds.
 */
import { and, eq, sql } from 'drizzle-orm';
import { articles, contentViews, guides, PUBLISHED, throttles, type ContentTypeValue } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { addressKey } from '../addressKey';
import { notFound } from '../errors';
import { parseId } from '../ids';
import { ITEM_NOT_FOUND_MESSAGES } from './publishedItem';
import type { ViewBuffer } from './viewBuffer';
import { VIEW_DEDUP_MINUTES, VIEW_PER_ADDRESS_AND_ITEM } from './viewRules';

export interface ViewRequest {
  contentType: ContentTypeValue;
  id: string | number;
  /** `user:<id>` for a signed-in user, else the anonymous visitor id. */
  visitor: string;
  /** The client address (http/clientAddress.ts). */
  address: string;
}

/** The stored total, and whether a view from this visitor or address was counted within the window. */
async function readViewState(
  db: DbExecutor,
  contentType: ContentTypeValue,
  id: number,
  visitor: string,
  subject: string,
) {
  const table = contentType === 'article' ? articles : guides;
  const rule = VIEW_PER_ADDRESS_AND_ITEM;
  const [row] = await db
    .select({
      views: table.views,
      counted: sql<boolean>`exists (
        select 1 from ${contentViews}
        where ${contentViews.contentType} = ${contentType} and ${contentViews.contentId} = ${table.id}
          and ${contentViews.visitorId} = ${visitor}
          and ${contentViews.viewedAt} >= now() - make_interval(mins => ${VIEW_DEDUP_MINUTES})
      ) or exists (
        select 1 from ${throttles}
        where ${throttles.bucket} = ${rule.bucket} and ${throttles.subject} = ${subject}
          and ${throttles.windowStartedAt} >= now() - make_interval(secs => ${rule.windowSeconds})
          and ${throttles.hits} >= ${rule.limit}
      )`,
    })
    .from(table)
    .where(and(eq(table.id, id), eq(table.status, PUBLISHED)));
  return row;
}

/**
 * Counts one view of a published item for this visitor (when due) and returns
 * the total to show: the stored one plus the views this instance has still to
 * write (other instances' are at most one write interval behind).
 */
export async function recordView(db: DbExecutor, buffer: ViewBuffer, request: ViewRequest): Promise<number> {
  const { contentType, visitor } = request;
  const id = parseId(request.id);
  const subject = `${addressKey(request.address)}|${contentType}:${id}`;
  return buffer.consistentRead(
    () => readViewState(db, contentType, id, visitor, subject),
    (state) => {
      if (!state) throw notFound(ITEM_NOT_FOUND_MESSAGES[contentType]);
      // Counted within the window: the database would refuse it, so it is not buffered at all.
      if (!state.counted) buffer.add({ contentType, contentId: id, visitor, subject });
      return state.views + buffer.pendingFor(contentType, id);
    },
  );
}
