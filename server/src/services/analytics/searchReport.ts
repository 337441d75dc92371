/**
 * 'Búsquedas sin resultados': the terms visitors searched for in a period and
 * found nothing, most searched first: the closed weeks' and days' leaders
 * (dayTops.ts) and the open days' rows, so a year costs what a week does.
 */
import type { TopsByList } from './dayTops';

/** Rows in the list. */
export const SEARCH_ROWS = 20;

export interface SearchTermRow {
  term: string;
  /** Searches of the term that showed the visitor nothing. */
  searches: number;
}

/**
 * Each search that showed the visitor nothing counts, on the day it was made:
 * a term that found nothing on Monday and an article on Tuesday keeps
 * Monday's searches here, and one searched on both lists that found articles
 * but no guides counts its guide searches only: what visitors met.
 */
export function searchesWithoutResults(tops: TopsByList): SearchTermRow[] {
  const rows = tops.get('searchWithoutResults') ?? [];
  return rows.map((row) => ({ term: row.key, searches: row.value }));
}
