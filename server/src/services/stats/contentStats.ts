/**
 * The owner's statistics table: views, rating average/count and the three
 * visibility flags, searched, sorted and paginated in SQL. Each order is the
 * order of an index (migrations/0007_admin_lists.sql, 0012_index_only_pages.sql),
 * and the average is a column Postgres keeps from the rating sum and count a
 * trigger keeps on each row, so a page reads its ids from an index instead of
 * aggregating every rating of every item.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { articles, categories, guides, type ContentTypeValue } from '../../db/schema';
import { executeRows, type DbExecutor } from '../../db/client';
import type { AppServices } from '../appServices';
import { notFound } from '../shared/errors';
import { normalizeAdminPage, toPage, type AdminPageArgs, type Page } from '../shared/paging';
import { pageIdsFromNearerEnd } from '../shared/pageIds';
import { allRowsTotal } from '../content';
import { escapeLike, isSingleWordTerm, matchesSearchText, searchCondition } from '../shared/textSearch';
import { parseId } from '../shared/ids';
import type { ContentStatRow } from './contentStatRow';

export type StatsSortKey = 'TITLE' | 'VIEWS' | 'RATING' | 'FEATURED' | 'CREATED_AT';
export type StatsFlag = 'SHOW_VIEWS' | 'SHOW_RATINGS' | 'IS_FEATURED';

export interface ContentStatsArgs {
  contentType: ContentTypeValue;
  search?: string | null;
  sortBy?: StatsSortKey | null;
  direction?: 'ASC' | 'DESC' | null;
  page?: number | null;
  pageSize?: number | null;
}

function tableFor(contentType: ContentTypeValue) {
  return contentType === 'article' ? articles : guides;
}

type StatsTable = ReturnType<typeof tableFor>;

/**
 * The whole order for a key. Ascending is the exact reverse of descending (ties by views,
 * then id, in the same direction), so one index serves both directions.
 */
function orderFor(table: StatsTable, sortBy: StatsSortKey, direction: 'ASC' | 'DESC'): SQL[] {
  const order = direction === 'ASC' ? asc : desc;
  const keys: Record<StatsSortKey, SQL[]> = {
    // Accents and case aside ("Cómo" between "Celos" and "Crianza"), the same on every server whatever its locale.
    TITLE: [order(sql`f_search_text(${table.title}) collate "C"`), order(table.title)],
    VIEWS: [order(table.views)],
    RATING: [order(table.ratingAverage), order(table.views)],
    FEATURED: [order(table.isFeatured), order(table.views)],
    CREATED_AT: [order(table.createdAt)],
  };
  return [...keys[sortBy], order(table.id)];
}

/**
 * A title search: the trigram index on search_text (title and summary) finds the
 * candidates, and the title itself is checked on those only.
 */
function titleSearch(table: StatsTable, term: string): SQL | undefined {
  return and(matchesSearchText(table.searchText, term), searchCondition(sql`${table.title}`, term));
}

/**
 * An article_words row `w` that is one of the title's words and contains the
 * one-word term: a title contains such a term exactly when one of its words does.
 */
function titleWordEntry(term: string): SQL {
  return sql`w.in_title and w.word_id = any(array(
    select id from search_words where word like '%' || f_search_text(${escapeLike(term)}) || '%'))`;
}

/**
 * A one-word title search of articles, from the title's entries in the word index
 * (migrations/0015_bigsite_search.sql): the exact total is counted in that index alone,
 * where the trigram index had every article whose title or summary matched rechecked
 * (a third of the table for "familia", found in summaries only). The page is then read
 * whichever way visits fewer rows: the few matches by id, sorted; or, when matches are
 * many, the order's index walked from its start, each row looked up in the word index,
 * until the page is full (about (offset + size) × rows / matches rows).
 */
async function listByTitleWord(
  db: DbExecutor,
  args: AdminPageArgs & { search: string },
  order: SQL[],
): Promise<Page<ContentStatRow>> {
  const [counts] = await executeRows<{ total: number; rows: number }>(
    db,
    sql`select (select count(distinct w.article_id) from article_words as w where ${titleWordEntry(args.search)})::int as total,
      ${allRowsTotal('article')}::int as rows`,
  );
  const total = counts?.total ?? 0;
  if (total === 0) return toPage([], 0, args);
  const walk = (args.offset + args.pageSize) * (counts?.rows ?? 0) < total * total;
  // The walk's test is a filter (IS TRUE keeps Postgres from turning it into a join), so it
  // stops with the page; the few matches' ids are one array, looked up in the primary key.
  const where = walk
    ? sql`(exists (select 1 from article_words as w
        where w.article_id = ${articles.id} and ${titleWordEntry(args.search)})) is true`
    : sql`${articles.id} = any(array(select w.article_id from article_words as w where ${titleWordEntry(args.search)}))`;
  const rows = await queryStats(db, 'article', { where }, order, args, sql<number>`${total}::int`);
  return toPage(
    rows.map(({ totalCount: _total, ...row }) => row),
    total,
    args,
  );
}

/** What a statistics statement filters on: a search, one row, or (unsearched) one page of the whole table. */
type StatsFilter = { where: SQL } | { page: AdminPageArgs; reversed: SQL[] };

async function queryStats(
  db: DbExecutor,
  contentType: ContentTypeValue,
  filter: StatsFilter,
  order: SQL[],
  page: Pick<AdminPageArgs, 'pageSize' | 'offset'>,
  total: SQL<number>,
): Promise<(ContentStatRow & { totalCount: number })[]> {
  const table = tableFor(contentType);
  // Unsearched, the page's ids come from an index-only scan in the chosen order (every order
  // has an index of plain columns) from the nearer end, so a deep page skips index entries
  // instead of reading, joining and discarding every row before it; only the rows shown are read.
  const where =
    'where' in filter
      ? filter.where
      : sql`${table.id} in (${pageIdsFromNearerEnd({
          table,
          id: table.id,
          where: undefined,
          order,
          reversed: filter.reversed,
          total,
          limit: filter.page.pageSize,
          offset: filter.page.offset,
        })})`;
  const query = db
    .select({
      id: table.id,
      title: table.title,
      categoryName: categories.name,
      views: table.views,
      averageRating: table.ratingAverage,
      ratingCount: table.ratingCount,
      showViews: table.showViews,
      showRatings: table.showRatings,
      isFeatured: table.isFeatured,
      createdAt: table.createdAt,
      totalCount: total.mapWith(Number),
    })
    .from(table)
    .leftJoin(categories, eq(categories.id, table.categoryId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const rows = await ('where' in filter ? query.limit(page.pageSize).offset(page.offset) : query);
  return rows.map((row) => ({ ...row, contentType }));
}

/** One page of the statistics table and the number of rows over every page. */
export async function listContentStats(db: DbExecutor, input: ContentStatsArgs): Promise<Page<ContentStatRow>> {
  const args = normalizeAdminPage(input);
  const sortBy = input.sortBy ?? 'CREATED_AT';
  const direction = input.direction ?? 'DESC';
  if (args.search !== null && input.contentType === 'article' && isSingleWordTerm(args.search))
    return listByTitleWord(db, { ...args, search: args.search }, orderFor(articles, sortBy, direction));
  const table = tableFor(input.contentType);
  const where = args.search === null ? undefined : titleSearch(table, args.search);
  // Unsearched, the total is the row kept in content_totals; a search counts its matches.
  const total = args.search === null ? allRowsTotal(input.contentType) : sql<number>`count(*) over()`;
  const order = orderFor(table, sortBy, direction);
  const filter: StatsFilter = where
    ? { where }
    : { page: args, reversed: orderFor(table, sortBy, direction === 'ASC' ? 'DESC' : 'ASC') };
  const rows = await queryStats(db, input.contentType, filter, order, args, total);
  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && args.page > 1) {
    // Past the last page no row carries the total.
    const [row] = await db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(where);
    totalCount = row?.value ?? 0;
  }
  return toPage(
    rows.map(({ totalCount: _total, ...row }) => row),
    totalCount,
    args,
  );
}

const FLAG_COLUMNS = { SHOW_VIEWS: 'showViews', SHOW_RATINGS: 'showRatings', IS_FEATURED: 'isFeatured' } as const;

/** Flips one visibility flag; returns the refreshed statistics row. */
export async function setContentFlag(
  services: AppServices,
  contentType: ContentTypeValue,
  rawId: string,
  flag: StatsFlag,
  value: boolean,
): Promise<ContentStatRow> {
  const id = parseId(rawId);
  const table = tableFor(contentType);
  const updated = await services.db
    .update(table)
    .set({ [FLAG_COLUMNS[flag]]: value, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  if (updated.length === 0)
    throw notFound(contentType === 'article' ? 'Artículo no encontrado.' : 'Guía no encontrada.');
  const [row] = await queryStats(
    services.db,
    contentType,
    { where: eq(table.id, id) },
    orderFor(table, 'CREATED_AT', 'DESC'),
    { pageSize: 1, offset: 0 },
    sql<number>`1`,
  );
  if (!row) throw notFound('Contenido no encontrado.');
  const { totalCount: _total, ...stat } = row;
  return stat;
}
