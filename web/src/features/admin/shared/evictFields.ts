import type { ApolloCache } from '@apollo/client';

/**
 * Drops cached root fields after a write, so lists, counts and statistics are
 * fetched again the next time a screen shows them.
 */
export function evictFields(cache: ApolloCache, fieldNames: readonly string[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
