/**
 * Public article and guide lists: filtering, search, sort and pagination all
 * happen in SQL, and the total comes from a window function, so one list costs
 * one statement (plus one batched rating and category lookup).
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import { articles, guides, PUBLISHED, type ArticleRow, type GuideRow } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { badInput } from '../../graphql/errors';
import { parseOptionalId } from '../ids';
import { searchCondition } from './search';

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

async function listPublished<Row>(
  db: DbExecutor,
  table: ContentTable,
  searchText: SQL,
  rawInput: ListInput | null | undefined,
): Promise<Page<Row>> {
  const input = normalizeListInput(rawInput);
  const where = and(
    eq(table.status, PUBLISHED),
    input.categoryId !== null ? eq(table.categoryId, input.categoryId) : undefined,
    input.search ? searchCondition(searchText, input.search) : undefined,
  );
  const order =
    input.sort === 'OLDEST' ? [asc(table.createdAt), asc(table.id)] : [desc(table.createdAt), desc(table.id)];
  const rows = await db
    .select({ ...getTableColumns(table), totalCount: sql<number>`count(*) over()`.mapWith(Number) })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);

  let totalCount = rows[0]?.totalCount ?? 0;
  // Past the last page the window function has no row to ride on.
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

export function listPublishedArticles(db: DbExecutor, input: ListInput | null | undefined): Promise<Page<ArticleRow>> {
  return listPublished<ArticleRow>(db, articles, sql`${articles.title} || ' ' || ${articles.summary}`, input);
}

export function listPublishedGuides(db: DbExecutor, input: ListInput | null | undefined): Promise<Page<GuideRow>> {
  return listPublished<GuideRow>(db, guides, sql`${guides.title} || ' ' || ${guides.description}`, input);
}
