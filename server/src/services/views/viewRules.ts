/**
 * When a view counts: at most one counted view per item every 30 minutes per
 * visitor, and VIEW_PER_ADDRESS_AND_ITEM.limit per client address, kept in
 * Postgres so every app instance agrees. The address limit is what stops a
 * script: without cookies every request is a new visitor, but it keeps coming
 * from one address (an IPv6 client: one /64, see addressKey). A household
 * sharing a connection counts as one reader per window.
 */
import type { ThrottleRule } from '../visitors';

export const VIEW_DEDUP_MINUTES = 30;

/** Counted views of one item from one client address per window: one, so a reload or a script adds nothing. */
export const VIEW_PER_ADDRESS_AND_ITEM: ThrottleRule = {
  bucket: 'view:address-item',
  limit: 1,
  windowSeconds: VIEW_DEDUP_MINUTES * 60,
};

/**
 * How often each instance writes the views it has buffered (viewBuffer.ts):
 * the most a crash can lose, and half the most a counter on a page can lag
 * (the page cache refreshes counters as often: publicCache.ts).
 */
export const VIEW_WRITE_INTERVAL_MS = 5_000;
