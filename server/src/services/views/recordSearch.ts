/**
 * A site search made on /articulos or /guias, sent by the browser once the
 * list has shown it (the lists' pages and answers are cached for everyone, so
 * the list query itself cannot count it). Memory only, like a visit; the
 * server counts the term's results itself when the buffer is written.
 */
import type { ContentTypeValue } from '../../db/schema';
import { normalizeSearchTerm } from '../analytics';
import { addressKey } from '../visitors';
import type { ViewBuffer } from './viewBuffer';

export interface SearchRequest {
  contentType: ContentTypeValue;
  /** As typed; BAD_USER_INPUT when empty or over-long once normalised (analytics/searchTerm.ts). */
  term: string;
  /** The client address (http/clientAddress.ts). */
  address: string;
}

export function recordSearch(buffer: ViewBuffer, request: SearchRequest): boolean {
  const term = normalizeSearchTerm(request.term);
  buffer.recordSearch({ address: addressKey(request.address), contentType: request.contentType, term });
  return true;
}
