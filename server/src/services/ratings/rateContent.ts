/**
 * Visitor ratings: whole stars 1–5, one row per visitor per item. Rating
 * again replaces the old value; the unique constraint ratings_one_per_visitor
 * makes that hold under concurrency (INSERT … ON CONFLICT … DO UPDATE).
 */
import { sql } from 'drizzle-orm';
import { ratings, type ContentTypeValue } from '../../db/schema';
import { addressKey, hitThrottles, logRefusal, type ThrottleRule } from '../visitors';
import { badInput, tooManyRequests } from '../shared/errors';
import { parseId } from '../shared/ids';
import type { AppServices } from '../appServices';
import { requirePublishedItem } from '../views';
import { EMPTY_SUMMARY, loadRatingSummaries, type RatingSummary } from './summary';

export const RATING_PER_VISITOR: ThrottleRule = { bucket: 'rating:visitor', limit: 30, windowSeconds: 10 * 60 };
/**
 * Per client address, because a script without cookies is a new visitor on
 * every call: a family on one connection can each rate an item (and change
 * their minds), a script cannot stuff it. Every call counts, replacements too.
 */
export const RATING_PER_ADDRESS_AND_ITEM: ThrottleRule = {
  bucket: 'rating:address-item',
  limit: 10,
  windowSeconds: 60 * 60,
};
/** Across items, so one address cannot rate the whole catalogue again and again. */
export const RATING_PER_ADDRESS: ThrottleRule = { bucket: 'rating:address', limit: 60, windowSeconds: 60 * 60 };

export const RATING_INVALID_MESSAGE = 'La calificación debe ser un número entero de estrellas entre 1 y 5.';
export const RATINGS_DISABLED_MESSAGE = 'Las calificaciones no están habilitadas para este contenido.';
export const RATING_THROTTLED_MESSAGE =
  'Has enviado demasiadas calificaciones en poco tiempo. Por favor, espera unos minutos e inténtalo de nuevo.';

export interface RateContentInput {
  contentType: ContentTypeValue;
  id: string | number;
  rating: number;
  /** `user:<id>` for a signed-in user, else the anonymous visitor id. */
  visitor: string;
  /** The client address (http/clientAddress.ts). */
  address: string;
}

/** Stores (or replaces) the visitor's rating of a published item and returns the new summary. */
export async function rateContent(
  services: Pick<AppServices, 'db' | 'logger'>,
  input: RateContentInput,
): Promise<RatingSummary> {
  const { db } = services;
  const { contentType, rating, visitor, address } = input;
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw badInput(RATING_INVALID_MESSAGE, 'rating');
  const id = parseId(input.id);
  const client = addressKey(address);
  // Counted before any lookup, so a flood costs a few statements per call.
  const rules = [
    [RATING_PER_VISITOR, visitor],
    [RATING_PER_ADDRESS, client],
    [RATING_PER_ADDRESS_AND_ITEM, `${client}|${contentType}:${id}`],
  ] as const;
  const allowed = await hitThrottles(db, rules);
  const refused = allowed.indexOf(false);
  if (refused >= 0) {
    logRefusal(services.logger, rules[refused]![0], { client: address, visitor, item: `${contentType}:${id}` });
    throw tooManyRequests(RATING_THROTTLED_MESSAGE);
  }
  const item = await requirePublishedItem(db, contentType, id);
  if (!item.showRatings) throw badInput(RATINGS_DISABLED_MESSAGE, 'rating');

  await db
    .insert(ratings)
    .values({ contentType, contentId: id, rating, userIdentifier: visitor })
    .onConflictDoUpdate({
      // These columns are exactly ratings_one_per_visitor, which Postgres infers as the arbiter.
      target: [ratings.contentType, ratings.contentId, ratings.userIdentifier],
      set: { rating, updatedAt: sql`now()` },
    });
  const summaries = await loadRatingSummaries(db, contentType, [id]);
  return summaries.get(id) ?? EMPTY_SUMMARY;
}

/** The rating identifier the spec asks for: the signed-in user's id, else the visitor cookie. */
export function visitorIdentity(user: { id: string } | null, visitorId: () => string): string {
  return user ? `user:${user.id}` : visitorId();
}
