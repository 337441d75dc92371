/**
 * What publishing tells the rest of the site. Publishing (by hand, by restore
 * or by schedule) emits 'content published'; returning an item to Borrador
 * emits 'content withdrawn'. Features that care subscribe a queue of their
 * own (the newsletter starts or cancels the article's e-mail); content knows
 * none of them. Events are jobs, queued in the transaction that changed the
 * status, so none is lost to a crash and every instance can handle them.
 */
import type { DbExecutor } from '../../db/client';
import { PUBLISHED, type ContentStatusValue, type ContentTypeValue } from '../../db/schema';
import type { AppServices } from '../appServices';

export const CONTENT_EVENTS = {
  published: 'content-published',
  withdrawn: 'content-withdrawn',
} as const;

export interface ContentEvent {
  contentType: ContentTypeValue;
  id: number;
}

/** Emits the event a status change means, if any. */
export async function announceStatusChange(
  services: Pick<AppServices, 'jobs'>,
  db: DbExecutor,
  item: ContentEvent,
  before: ContentStatusValue | null,
  after: ContentStatusValue,
): Promise<void> {
  if (after === before) return;
  const event: ContentEvent = { contentType: item.contentType, id: item.id };
  if (after === PUBLISHED) await services.jobs.publish(CONTENT_EVENTS.published, event, { db });
  else if (after === 'Borrador') await services.jobs.publish(CONTENT_EVENTS.withdrawn, event, { db });
}
