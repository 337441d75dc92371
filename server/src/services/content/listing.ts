/**
 * Public article and guide lists: filtering, search, sort and pagination all
 * happen in SQL, and the total rides on every row, so one list costs one
 * statement (plus one batched rating and category lookup).
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { articles, guides, PUBLISHED } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { badInput } from '../../graphql/errors';
import { parseOptionalId } from '../ids';
import { articleListColumns, guideListColumns, type ArticleModel, type GuideModel } from './columns';
import { matchesSearchText } from './search';

export const DEFAULT_PAGE_SIZE = 9;
export const MAX_PAGE_SIZE = 50;

export interface ListInput {
  search?: string | null;
  categoryId?: string | number | null;
  sort?: 'NEWEST' | 'OLDEST' | null;
  page?: number | null;
  pageSize?: number | null;
}

export interface Page<Row> {
  items: Row[];
  totalCount: number;
  pageCount: number;
  page: number;
  pageSize: number;
}

interface NormalizedInput {
  search: string | null;
  categoryId: number | null;
  sort: 'NEWEST' | 'OLDEST';
  page: number;
  pageSize: number;
}

export function normalizeListInput(input: ListInput | null | undefined): NormalizedInput {
  const page = input?.page ?? 1;
  if (!Number.isInteger(page) || page < 1)
    throw badInput('La página debe ser un número entero mayor o igual a 1.', 'page');
  const requested = input?.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(requested)) throw badInput('El tamaño de página no es válido.', 'pageSize');
  const pageSize = Math.min(Math.max(requested, 1), MAX_PAGE_SIZE);
  const search = input?.search?.trim().slice(0, 200) || null;
  return {
    search,
    categoryId: parseOptionalId(input?.categoryId, 'categoryId'),
    sort: input?.sort === 'OLDEST' ? 'OLDEST' : 'NEWEST',
    page,
    pageSize,
  };
}

type ContentTable = typeof articles | typeof guides;

type ListColumns = typeof articleListColumns | typeof guideListColumns;

/** One page of rows, each carrying the total, in one statement. */
function selectPage(
  db: DbExecutor,
  table: ContentTable,
  columns: ListColumns,
  where: SQL | undefined,
  input: NormalizedInput,
) {
  const newestFirst = input.sort === 'NEWEST';
  const byDate = (createdAt: AnyPgColumn, id: AnyPgColumn) =>
    newestFirst ? [desc(createdAt), desc(id)] : [asc(createdAt), asc(id)];
  const offset = (input.page - 1) * input.pageSize;
  if (!input.search) {
    return db
      .select({ ...columns, totalCount: sql<number>`count(*) over()`.mapWith(Number) })
      .from(table)
      .where(where)
      .orderBy(...byDate(table.createdAt, table.id))
      .limit(input.pageSize)
      .offset(offset);
  }
  // A search reads its matches through a CTE used twice, which Postgres materializes: the
  // trigram index finds the matches, then the page is sorted from them. Written as one
  // flat query, the generic plan Postgres caches for a prepared statement (postgres.js
  // reuses them per connection) walks the date index instead and filters every row,
  // hundreds of times slower for a word few articles contain.
  const matches = db
    .$with('matches')
    .as(db.select({ matchId: table.id, matchCreatedAt: table.createdAt }).from(table).where(where));
  const pageIds = db
    .select({ id: matches.matchId })
    .from(matches)
    .orderBy(...byDate(matches.matchCreatedAt, matches.matchId))
    .limit(input.pageSize)
    .offset(offset);
  return db
    .with(matches)
    .select({ ...columns, totalCount: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(table)
    .where(inArray(table.id, pageIds))
    .orderBy(...byDate(table.createdAt, table.id));
}

async function listPublished<Row>(
  db: DbExecutor,
  table: ContentTable,
  columns: ListColumns,
  rawInput: ListInput | null | undefined,
): Promise<Page<Row>> {
  const input = normalizeListInput(rawInput);
  const where = and(
    eq(table.status, PUBLISHED),
    input.categoryId !== null ? eq(table.categoryId, input.categoryId) : undefined,
    input.search ? matchesSearchText(table.searchText, input.search) : undefined,
  );
  const rows = await selectPage(db, table, columns, where, input);

  let totalCount = rows[0]?.totalCount ?? 0;
  // Past the last page there is no row to carry the total.
  if (rows.length === 0 && input.page > 1) {
    const [result] = await db.select({ value: count() }).from(table).where(where);
    totalCount = result?.value ?? 0;
  }
  const items = rows.map(({ totalCount: _total, ...row }) => row as Row);
  return {
    items,
    totalCount,
    pageCount: Math.ceil(totalCount / input.pageSize),
    page: input.page,
    pageSize: input.pageSize,
  };
}

export function listPublishedArticles(
  db: DbExecutor,
  input: ListInput | null | undefined,
): Promise<Page<ArticleModel>> {
  return listPublished<ArticleModel>(db, articles, articleListColumns, input);
}

export function listPublishedGuides(db: DbExecutor, input: ListInput | null | undefined): Promise<Page<GuideModel>> {
  return listPublished<GuideModel>(db, guides, guideListColumns, input);
}
