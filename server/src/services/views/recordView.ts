/**
 * A visitor's view of a published article or guide (viewRules.ts says when
 * one counts). The visit reads and writes this instance's memory only
 * (viewBuffer.ts); the database decides which views count when the buffer is
 * written, every few seconds.
 */
import type { ContentTypeValue } from '../../db/schema';
import { addressKey } from '../visitors';
import { notFound } from '../shared/errors';
import { parseId } from '../shared/ids';
import { ITEM_NOT_FOUND_MESSAGES } from './publishedItem';
import type { ViewBuffer } from './viewBuffer';

export interface ViewRequest {
  contentType: ContentTypeValue;
  id: string | number;
  /** `user:<id>` for a signed-in user, else the anonymous visitor id. */
  visitor: string;
  /** The client address (http/clientAddress.ts). */
  address: string;
}

/** Counts one view (when due) and returns the total to show, or NOT_FOUND for a missing or unpublished item. */
export async function recordView(buffer: ViewBuffer, request: ViewRequest): Promise<number> {
  const { contentType, visitor } = request;
  const id = parseId(request.id);
  const subject = `${addressKey(request.address)}|${contentType}:${id}`;
  const total = await buffer.record({ contentType, contentId: id, visitor, subject });
  if (total === null) throw notFound(ITEM_NOT_FOUND_MESSAGES[contentType]);
  return total;
}
