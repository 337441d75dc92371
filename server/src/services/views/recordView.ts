/**
 * A visitor's view of a published article or guide (viewRules.ts says when
 * one counts). The visit reads and writes this instance's memory only
 * (viewBuffer.ts); the database decides which views count when the buffer is
 * written, every few seconds.
 */
import type { ContentTypeValue } from '../../db/schema';
import { pageScope, type Arrival } from '../analytics';
import { addressKey } from '../visitors';
import { badInput, notFound } from '../shared/errors';
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
  /** Where the visit came from, on the view of the page it landed on (analytics/arrival.ts). */
  arrival?: Arrival | null;
}

/** Counts one view (when due) and returns the total to show, or NOT_FOUND for a missing or unpublished item. */
export async function recordView(buffer: ViewBuffer, request: ViewRequest): Promise<number> {
  const { contentType, visitor } = request;
  const id = parseId(request.id);
  const address = addressKey(request.address);
  const subject = `${address}|${contentType}:${id}`;
  const total = await buffer.record(
    { contentType, contentId: id, visitor, subject },
    { address, scope: `${contentType}:${id}`, arrival: request.arrival ?? null },
  );
  if (total === null) throw notFound(ITEM_NOT_FOUND_MESSAGES[contentType]);
  return total;
}

export interface VisitRequest {
  /** The page's path, as the browser shows it. */
  path: string;
  address: string;
  arrival?: Arrival | null;
}

/**
 * Counts a page load of a page that is not an article or guide (home, lists,
 * games) for the site's daily totals; BAD_USER_INPUT for an address that is
 * not a public page. Memory only, like a view.
 */
export function recordVisit(buffer: ViewBuffer, request: VisitRequest): boolean {
  const scope = pageScope(request.path);
  if (scope === null) throw badInput('Página no válida.', 'path');
  buffer.recordVisit({ address: addressKey(request.address), scope, arrival: request.arrival ?? null });
  return true;
}
