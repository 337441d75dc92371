/**
 * A database read every public page repeats and that rarely changes (the
 * site configuration), kept in memory between changes: the page cache's
 * signal drops it exactly as it drops the pages that show it, so it is never
 * stale either. Without the signal (the listening
 * connection lost) every call reads the database.
 */
import { PUBLIC_CACHE_MAX_AGE_MS } from './publicCache';
import { onTagsInvalidated, type PublicCacheStore } from './store';

export function keptRead<T>(
  store: PublicCacheStore,
  tags: readonly string[],
  read: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  let kept: { value: Promise<T>; at: number } | null = null;
  // A read in flight when its change arrives is dropped too: it may have seen the old rows.
  onTagsInvalidated(store, tags, () => (kept = null));
  return () => {
    if (!store.listening) return read();
    if (kept && now() - kept.at <= PUBLIC_CACHE_MAX_AGE_MS) return kept.value;
    const value = read();
    const entry = { value, at: now() };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
}
