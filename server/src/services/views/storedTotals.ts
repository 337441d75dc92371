/**
 * The stored view counts of published items, kept in memory between changes
 * so that a visit reads no database: the page cache's signal drops an item's
 * count exactly as it drops the pages that show it (an edit or unpublishing
 * at once, other instances' views within COUNTER_REFRESH_MS), and the view
 * buffer drops the items it has just written. Without the signal
 * (the listening connection lost) every call reads the
 * database.
 */
import type { Database } from '../../db/client';
import type { ContentTypeValue } from '../../db/schema';
import type { PublicCacheStore, Invalidation } from '../publicCache';
import { publishedViews } from './publishedItem';

/** Items kept (~0.1 KB each); the least recently read go first. */
const CAPACITY = 10_000;

const TYPE_OF_TAG: Readonly<Record<string, ContentTypeValue>> = { Article: 'article', Guide: 'guide' };

export const itemKey = (type: ContentTypeValue, id: number) => `${type}:${id}`;

export class StoredTotals {
  private readonly kept = new Map<string, Promise<number | null>>();

  constructor(
    private readonly db: Database,
    private readonly store: PublicCacheStore,
  ) {
    store.onInvalidate((invalidation) => this.drop(invalidation));
  }

  /** The stored count, or null when the item is not published. */
  get(contentType: ContentTypeValue, id: number): Promise<number | null> {
    if (!this.store.listening) return publishedViews(this.db, contentType, id);
    const key = itemKey(contentType, id);
    const hit = this.kept.get(key);
    if (hit) {
      // Most recently read last: the oldest go first.
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit;
    }
    const value = publishedViews(this.db, contentType, id);
    this.kept.set(key, value);
    value.catch(() => {
      if (this.kept.get(key) === value) this.kept.delete(key);
    });
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= CAPACITY) break;
      this.kept.delete(oldest);
    }
    return value;
  }

  /** Forgets items whose stored counts have just changed (`type:id` keys). */
  forget(keys: Iterable<string>): void {
    for (const key of keys) this.kept.delete(key);
  }

  private drop(invalidation: Invalidation): void {
    if (invalidation === 'all') return this.kept.clear();
    for (const tag of invalidation) {
      const [typeName, id] = tag.split(':');
      const type = TYPE_OF_TAG[typeName ?? ''];
      if (!type) continue;
      if (id === '*') {
        for (const key of this.kept.keys()) if (key.startsWith(`${type}:`)) this.kept.delete(key);
      } else if (id !== '?') this.kept.delete(`${type}:${id}`);
    }
  }
}
