/**
 * 'Búsquedas sin resultados': the terms visitors searched for in a period and
 * found nothing, most searched first. One aggregate over the period's rows of
 * analytics_searches (its key leads by day), with a LIMIT: the cost follows
 * the period's length and its distinct terms, not the site's history.
 */
import { and, between, desc, eq, sql } from 'drizzle-orm';
import { analyticsSearches } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import type { ReportRange } from './reportRange';

/** Rows in the list. */
export const SEARCH_ROWS = 20;

export interface SearchTermRow {
  term: string;
  /** Searches on the days the term found nothing. */
  searches: number;
}

/**
 * A day's row counts when its last count found nothing: a term that found
 * nothing on Monday and an article on Tuesday keeps Monday's searches here,
 * which is what visitors met.
 */
export async function searchesWithoutResults(db: DbExecutor, range: ReportRange): Promise<SearchTermRow[]> {
  const searches = sql<number>`sum(${analyticsSearches.searches})::integer`;
  return db
    .select({ term: analyticsSearches.term, searches })
    .from(analyticsSearches)
    .where(and(between(analyticsSearches.day, range.from, range.to), eq(analyticsSearches.results, 0)))
    .groupBy(analyticsSearches.term)
    .orderBy(desc(searches), analyticsSearches.term)
    .limit(SEARCH_ROWS);
}
