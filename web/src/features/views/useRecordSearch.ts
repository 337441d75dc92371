import { useEffect } from 'react';
import type { ContentType } from '../../gql/graphql';
import { recordSearchOnce } from './searchBeacon';

/**
 * How long a list's search must stay in the address before it counts. The box
 * writes it there after each pause in typing (~300 ms): waiting longer counts
 * 'familia', not 'fam' and 'famil' on the way.
 */
export const SEARCH_RECORD_DELAY_MS = 1_500;

/** Counts the search a list shows, once it has settled, once per term per page load (searchBeacon.ts). */
export function useRecordSearch(contentType: ContentType, search: string) {
  useEffect(() => {
    if (search.trim() === '') return;
    const timer = setTimeout(() => recordSearchOnce(contentType, search), SEARCH_RECORD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [contentType, search]);
}
