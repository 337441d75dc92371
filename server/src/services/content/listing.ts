/**
 * Public article and guide lists: filtering, search, sort and pagination all
 * happen in SQL, and the total rides on every row, so one list costs one
 * statement (plus one batched rating and category lookup). Unsearched, the
 * total is read from content_totals (services/content/totals.ts).
 */
import { and, asc, count, desc, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { articles, contentTotals, guides, PUBLISHED, type ContentTypeValue } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { normalizeListInput, type ListInput, type Page } from '../shared/paging';
import { articleListColumns, guideListColumns, type ArticleModel, type GuideModel } from './columns';
import { pageIdsFromNearerEnd } from '../shared/pageIds';
import { escapeLike, isSingleWordTerm, matchesSearchText } from '../shared/textSearch';
import { publishedTotal } from './totals';

type ContentTable = typeof articles | typeof guides;

type ListColumns = typeof articleListColumns | typeof guideListColumns;

interface ListShape {
  newestFirst: boolean;
  byCategory: boolean;
  bySearch: boolean;
  /** An article search for one word, answered by the word index (search_articles). */
  byWord: boolean;
}

/** The values a prepared list statement is executed with. */
type ListValues = {
  categoryId: number | null;
  /** The search term with LIKE wildcards escaped. */
  pattern: string | null;
  limit: number;
  offset: number;
};

type PageRow = Record<string, unknown> & { totalCount: number };

interface PreparedList {
  execute(values: ListValues): Promise<PageRow[]>;
}

/** Filter on published rows, and on a category and a search term when the shape has them. */
function listFilter(table: ContentTable, shape: ListShape): SQL | undefined {
  return and(
    eq(table.status, PUBLISHED),
    shape.byCategory ? eq(table.categoryId, sql.placeholder('categoryId')) : undefined,
    shape.bySearch ? matchesSearchText(table.searchText, sql.placeholder('pattern')) : undefined,
  );
}

function kindOf(table: ContentTable): ContentTypeValue {
  return table === articles ? 'article' : 'guide';
}

/** content_totals' category_id for a shape: the filtered category, or 0 for all. */
function categoryBucket(shape: ListShape): SQL | number {
  return shape.byCategory ? sql`${sql.placeholder('categoryId')}::int` : 0;
}

/** Names a list shape: the prepared statement's name and its key in the cache below. */
function shapeName(table: ContentTable, shape: ListShape): string {
  const sort = shape.newestFirst ? 'newest' : 'oldest';
  const search = shape.byWord ? '_word' : shape.bySearch ? '_search' : '';
  return `list_${getTableName(table)}_${sort}${shape.byCategory ? '_category' : ''}${search}`;
}

/** One page of rows, each carrying the total, as one statement with placeholders. */
function prepareList(
  db: DbExecutor,
  table: ContentTable,
  columns: ListColumns,
  shape: ListShape,
  name: string,
): PreparedList {
  const dateOrder = (createdAt: AnyPgColumn, id: AnyPgColumn, newestFirst: boolean) =>
    newestFirst ? [desc(createdAt), desc(id)] : [asc(createdAt), asc(id)];
  const byDate = (createdAt: AnyPgColumn, id: AnyPgColumn) => dateOrder(createdAt, id, shape.newestFirst);
  const where = listFilter(table, shape);
  if (!shape.bySearch) {
    // The total is one row of content_totals (a count(*) read every published row), and the
    // page's ids come from an index-only scan of (status[, category_id], created_at, id) from
    // the nearer end, so even the last page skips a few index entries instead of every row.
    const total = publishedTotal(kindOf(table), categoryBucket(shape));
    const pageIds = pageIdsFromNearerEnd({
      table,
      id: table.id,
      where,
      order: byDate(table.createdAt, table.id),
      reversed: dateOrder(table.createdAt, table.id, !shape.newestFirst),
      total,
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    });
    return db
      .select({ ...columns, totalCount: total })
      .from(table)
      .where(sql`${table.id} in (${pageIds})`)
      .orderBy(...byDate(table.createdAt, table.id))
      .prepare(name);
  }
  if (shape.byWord) {
    // The function returns the page's ids and the total from article_words' index
    // (migrations/0012_index_only_pages.sql); only the nine rows shown are read here. A
    // one-word term has no LIKE wildcard, so the escaped pattern is the term itself.
    const found = sql`search_articles(${sql.placeholder('pattern')}, true, ${sql.placeholder('categoryId')}, ${sql.raw(String(shape.newestFirst))}, ${sql.placeholder('limit')}, ${sql.placeholder('offset')}) as found`;
    return db
      .select({ ...columns, totalCount: sql<number>`found.total`.mapWith(Number) })
      .from(found)
      .innerJoin(table, eq(table.id, sql`found.article_id`))
      .orderBy(...byDate(table.createdAt, table.id))
      .prepare(name);
  }
  // Any other search reads its matches through a CTE used twice, which Postgres materializes: the
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
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return db
    .with(matches)
    .select({ ...columns, totalCount: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(table)
    .where(inArray(table.id, pageIds))
    .orderBy(...byDate(table.createdAt, table.id))
    .prepare(name);
}

/**
 * Lists are the hottest reads, and building their SQL cost more than running it:
 * each shape is built once per database handle and then only executed.
 */
const preparedLists = preparedPerHandle(() => new Map<string, PreparedList>());

function listStatement(db: DbExecutor, table: ContentTable, columns: ListColumns, shape: ListShape): PreparedList {
  const byShape = preparedLists(db);
  const name = shapeName(table, shape);
  let statement = byShape.get(name);
  if (!statement) byShape.set(name, (statement = prepareList(db, table, columns, shape, name)));
  return statement;
}

async function listPublished<Row>(
  db: DbExecutor,
  table: ContentTable,
  columns: ListColumns,
  rawInput: ListInput | null | undefined,
): Promise<Page<Row>> {
  const input = normalizeListInput(rawInput);
  const shape: ListShape = {
    newestFirst: input.sort === 'NEWEST',
    byCategory: input.categoryId !== null,
    bySearch: input.search !== null,
    byWord: table === articles && input.search !== null && isSingleWordTerm(input.search),
  };
  const values: ListValues = {
    categoryId: input.categoryId,
    pattern: input.search === null ? null : escapeLike(input.search),
    limit: input.pageSize,
    offset: input.offset,
  };
  const rows = await listStatement(db, table, columns, shape).execute(values);

  let totalCount = rows[0]?.totalCount ?? 0;
  // Past the last page there is no row to carry the total (rare: the statement is not kept).
  if (rows.length === 0 && input.page > 1) {
    const [result] = shape.bySearch
      ? await db.select({ value: count() }).from(table).where(listFilter(table, shape)).execute(values)
      : await db
          .select({ value: publishedTotal(kindOf(table), categoryBucket(shape)) })
          .from(contentTotals)
          .limit(1)
          .execute(values);
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
