import type { SortDirection, StatsSortKey } from '../gql/graphql';

export interface StatsSort {
  key: StatsSortKey;
  direction: SortDirection;
}

/** Spec: newest first until the owner picks a key. */
export const DEFAULT_STATS_SORT: StatsSort = { key: 'CREATED_AT', direction: 'DESC' };

export const SORT_BUTTONS: { key: StatsSortKey; label: string }[] = [
  { key: 'TITLE', label: 'Título' },
  { key: 'VIEWS', label: 'Vistas' },
  { key: 'RATING', label: 'Calificación' },
  { key: 'FEATURED', label: 'Destacado' },
];

/** Clicking the current key flips the direction; a new key starts A→Z for titles, highest first otherwise. */
export function nextSort(current: StatsSort, key: StatsSortKey): StatsSort {
  if (current.key === key) return { key, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
  return { key, direction: key === 'TITLE' ? 'ASC' : 'DESC' };
}
