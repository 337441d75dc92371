/**
 * The admin's article and guide lists: every status, newest first, one page
 * at a time, searched, paginated and counted in SQL. A page costs one
 * statement (categories come batched through the request's DataLoader): the
 * rows are read in the order of the (created_at, id) index, and the total of
 * an unsearched list is the row kept in content_totals instead of a count(*)
 * over the table. A one- or two-word article search reads its page and its exact
 * total from the word index (article_words, article_phrases) instead of the articles' rows.
 */
import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { articles, contentTotals, guides, type ContentTypeValue } from '../../db/schema';
import { allRowsTotal } from './totals';
import type { DbExecutor } from '../../db/client';
import { articleListColumns, guideListColumns, type ArticleModel, type GuideModel } from './columns';
import { normalizeAdminPage, toPage, type AdminListInput, type Page } from '../shared/paging';
import { pageIdsFromNearerEnd } from '../shared/pageIds';
import { escapeLike, isSingleWordTerm, isTwoWordTerm, matchesSearchText } from '../shared/textSearch';

type AdminTable = typeof articles | typeof guides;
type AdminColumns = typeof articleListColumns | typeof guideListColumns;

/** What a kind's admin list reads: its table, the columns shown, and its word index if it has one. */
interface AdminListed {
  table: AdminTable;
  columns: AdminColumns;
  kind: ContentTypeValue;
  /**
   * The SQL functions reading a page and the exact total of a one-word and a two-word search
   * from the word index (migrations 0015, 0016, 0018), and the column they return ids in.
   * Guides have none: a site has dozens, which the trigram index finds at once.
   */
  wordIndex: { words: SQL; phrases: SQL; id: SQL } | null;
}

const ADMIN_ARTICLES: AdminListed = {
  table: articles,
  columns: articleListColumns,
  kind: 'article',
  wordIndex: { words: sql`search_articles`, phrases: sql`search_article_phrases`, id: sql`found.article_id` },
};

const ADMIN_GUIDES: AdminListed = { table: guides, columns: guideListColumns, kind: 'guide', wordIndex: null };

async function countForAdmin(db: DbExecutor, table: AdminTable, kind: ContentTypeValue, search: string | null) {
  // With no totals row yet (an empty table) the first select has no row: the total is 0.
  const [row] =
    search === null
      ? await db
          .select({ total: allRowsTotal(kind) })
          .from(contentTotals)
          .limit(1)
      : await db.select({ total: count() }).from(table).where(matchesSearchText(table.searchText, search));
  return row?.total ?? 0;
}

async function listForAdmin<Row>(
  db: DbExecutor,
  { table, columns, kind, wordIndex }: AdminListed,
  input: AdminListInput | null | undefined,
): Promise<Page<Row>> {
  const args = normalizeAdminPage(input);
  const newestFirst = [desc(table.createdAt), desc(table.id)];
  let rows: (Record<string, unknown> & { totalCount: number })[];
  if (args.search === null) {
    // The page's ids come from an index-only scan of (created_at, id) from the nearer end, so
    // a deep page skips rows in the index without reading them from the table.
    const total = allRowsTotal(kind);
    const pageIds = pageIdsFromNearerEnd({
      table,
      id: table.id,
      where: undefined,
      order: newestFirst,
      reversed: [asc(table.createdAt), asc(table.id)],
      total,
      limit: args.pageSize,
      offset: args.offset,
    });
    rows = await db
      .select({ ...columns, totalCount: total })
      .from(table)
      .where(sql`${table.id} in (${pageIds})`)
      .orderBy(...newestFirst);
  } else if (wordIndex && (isSingleWordTerm(args.search) || isTwoWordTerm(args.search))) {
    // A one-word term lies inside one word of what it matches, a two-word term inside one pair
    // of neighbouring words: the function reads the page and counts every match in the word
    // (or word-pair) index, every status, where the trigram index would have the database
    // recheck each matching row (a third of the table for "familia" and "la familia").
    const search = isSingleWordTerm(args.search) ? wordIndex.words : wordIndex.phrases;
    const found = sql`${search}(${escapeLike(args.search)}, false, null, true, ${args.pageSize}, ${args.offset}) as found`;
    rows = await db
      .select({ ...columns, totalCount: sql<number>`found.total`.mapWith(Number) })
      .from(found)
      .innerJoin(table, eq(table.id, wordIndex.id))
      .orderBy(...newestFirst);
  } else {
    // The trigram index finds the matches (materialized once by the CTE), the page is sorted
    // from them and the total counts them; only the rows shown are read in full.
    const matches = db
      .$with('matches')
      .as(
        db
          .select({ matchId: table.id, matchCreatedAt: table.createdAt })
          .from(table)
          .where(matchesSearchText(table.searchText, args.search)),
      );
    const pageIds = db
      .select({ id: matches.matchId })
      .from(matches)
      .orderBy(desc(matches.matchCreatedAt), desc(matches.matchId))
      .limit(args.pageSize)
      .offset(args.offset);
    rows = await db
      .with(matches)
      .select({ ...columns, totalCount: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
      .from(table)
      .where(inArray(table.id, pageIds))
      .orderBy(...newestFirst);
  }
  // Past the last page no row carries the total (rare: the owner typed a page number into the URL).
  const totalCount =
    rows.length === 0 && args.page > 1 ? await countForAdmin(db, table, kind, args.search) : (rows[0]?.totalCount ?? 0);
  return toPage(
    rows.map(({ totalCount: _total, ...row }) => row as Row),
    totalCount,
    args,
  );
}

export function listArticlesForAdmin(db: DbExecutor, input: AdminListInput | null | undefined) {
  return listForAdmin<ArticleModel>(db, ADMIN_ARTICLES, input);
}

export function listGuidesForAdmin(db: DbExecutor, input: AdminListInput | null | undefined) {
  return listForAdmin<GuideModel>(db, ADMIN_GUIDES, input);
}
