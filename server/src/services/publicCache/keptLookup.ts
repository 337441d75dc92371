/**
 * Rows every render looks up by key and that rarely change (a picture's sizes,
 * a category's name), kept in memory between changes like keptRead.ts: the
 * page cache's signal empties the map exactly when it drops the pages that
 * show them, so a kept row is never stale. Measured on an uncached article
 * (bench/ssr.ts section 11): 5 statements a render before, 2 after, the
 * other three being the batched media and category lookups answered from
 * here. Without the signal every call reads the database.
 */
import { onTagsInvalidated, type PublicCacheStore } from './store';

/** Loads the rows for `keys` (one statement); keys with no row are simply absent from the map. */
export type LoadMany<K, V> = (keys: readonly K[]) => Promise<Map<K, V>>;

export function keptLookup<K, V>(
  store: PublicCacheStore,
  /** Tags whose invalidation empties the map ('all' always does). */
  tags: readonly string[],
  load: LoadMany<K, V>,
  /** Bound on kept rows: past it the map starts again empty (a long tail of pictures cannot grow it). */
  maxEntries = 5_000,
): LoadMany<K, V> {
  let kept = new Map<K, V | null>();
  // A load in flight when its change arrives must not store what it read (it may be the old row).
  let generation = 0;
  onTagsInvalidated(store, tags, () => {
    kept = new Map();
    generation += 1;
  });
  return async (keys) => {
    if (!store.listening) return load(keys);
    const found = new Map<K, V>();
    const missing: K[] = [];
    for (const key of keys) {
      const row = kept.get(key);
      if (row === undefined) missing.push(key);
      else if (row !== null) found.set(key, row);
    }
    if (missing.length === 0) return found;
    const startedAt = generation;
    const loaded = await load(missing);
    const keep = startedAt === generation && store.listening;
    if (keep && kept.size + missing.length > maxEntries) kept = new Map();
    for (const key of missing) {
      const row = loaded.get(key);
      if (row !== undefined) found.set(key, row);
      // A missing row is kept as such too: a cover with no recorded sizes is asked for on every render.
      if (keep) kept.set(key, row ?? null);
    }
    return found;
  };
}
