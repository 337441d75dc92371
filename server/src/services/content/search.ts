import { sql, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so a visitor's '%' or '_' is matched literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Case- and accent-insensitive substring match. The expression must stay
 * identical to the one in migrations/0001_search.sql so the trigram index is used.
 */
export function searchCondition(searchText: SQL, term: string): SQL {
  return sql`f_search_text(${searchText}) LIKE '%' || f_search_text(${escapeLike(term)}) || '%'`;
}
