/**
 * The ids of one page of an unsearched list, read from the index of its order
 * and from whichever end of it the page is nearer. An OFFSET walks the index
 * entry by entry: the last of 10,000 pages would skip 95,000 entries from the
 * front but only a few from the back. The total (kept by triggers in
 * content_totals, so exact and in the statement's snapshot) says which end is
 * nearer; both directions are in the one statement, each behind a condition
 * Postgres checks once before running it, so only one of them reads the index.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

export interface PageIdsQuery {
  table: PgTable;
  id: AnyPgColumn;
  /** The list's filter (status, category), or undefined for every row. */
  where: SQL | undefined;
  /** The list's order, every key of it, and the same keys each in the other direction. */
  order: SQL[];
  reversed: SQL[];
  /** The number of rows `where` matches, as SQL (a scalar subquery of content_totals). */
  total: SQL;
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/** A subquery of the page's ids, for `id in (...)`; the rows themselves are read and ordered by the caller. */
export function pageIdsFromNearerEnd(query: PageIdsQuery): SQL {
  const { table, id, where, total } = query;
  const limit = sql`${query.limit}::bigint`;
  const offset = sql`${query.offset}::bigint`;
  const filter = (nearer: SQL) => (where ? sql`${where} and ${nearer}` : nearer);
  // From the back: the rows from offset to offset + limit in the list's order are the last
  // (total - offset) rows counted from the end, less those past the page.
  const fromBack = sql`least(${limit}, greatest(${total} - ${offset}, 0))`;
  const skipFromBack = sql`greatest(${total} - ${offset} - ${limit}, 0)`;
  return sql`(select ${id} from ${table} where ${filter(sql`${offset} * 2 < ${total}`)}
      order by ${sql.join(query.order, sql`, `)} limit ${limit} offset ${offset})
    union all
    (select ${id} from ${table} where ${filter(sql`${offset} * 2 >= ${total}`)}
      order by ${sql.join(query.reversed, sql`, `)} limit ${fromBack} offset ${skipFromBack})`;
}
