/**
 * The page cache's rules, in one table: which tables announce their changes,
 * what a change to each invalidates, and which of its columns are counters.
 *
 * Everything else derives from it:
 * - the triggers that announce changes (triggerSql.ts writes them; the latest
 *   migration holding that SQL must match it: `npm run db:check`);
 * - what a notification invalidates and how a read is tagged (tags.ts, and
 *   through it http/answerTags.ts).
 *
 * Changing a rule: edit the table, then `npm run db:cache-rules` writes a new
 * migration with the triggers it implies (docs/architecture.md, "Page cache").
 */
import { getTableName, type Column, type Table } from 'drizzle-orm';
import {
  articles,
  categories,
  gameQuestions,
  guides,
  mediaAssets,
  puzzleWords,
  siteConfigurations,
} from '../../db/schema';

/**
 * A root field of schema.graphql's Query. Plain strings, checked against the schema by
 * cacheRules.test.ts: the resolvers' generated types would make this module (a service)
 * depend on the GraphQL layer's mappers, and through them on services that import it.
 */
type RootField = string;

/** A table whose rows public pages show as objects of one GraphQL type. */
export interface ShownTable {
  table: Table;
  /** The GraphQL type of its rows: a change to row 5 invalidates `<type>:5`. */
  type: string;
  /** Root fields listing its rows: a change that may add, remove or reorder one invalidates them. */
  lists: readonly RootField[];
  /** A root field reading one row by an argument holding its id (`article(id: 5)`). */
  item?: { field: RootField; argument: string };
  /**
   * Columns that only count (views, rating totals and what Postgres derives
   * from them): an UPDATE changing nothing else invalidates the rows' own
   * tags COUNTER_REFRESH_MS later (publicCache.ts), and no list.
   */
  counters?: readonly Column[];
}

/** A table whose change may show anywhere (every picture's sizes): it empties the cache. */
export interface EverywhereTable {
  table: Table;
  everywhere: true;
}

export type CacheRule = ShownTable | EverywhereTable;

/** In trigger order: the generated SQL lists the tables in this order. */
export const CACHE_RULES: readonly CacheRule[] = [
  {
    table: articles,
    type: 'Article',
    lists: ['articles', 'featuredContent'],
    item: { field: 'article', argument: 'id' },
    counters: [articles.views, articles.ratingSum, articles.ratingCount, articles.ratingAverage],
  },
  {
    table: guides,
    type: 'Guide',
    lists: ['guides', 'featuredContent'],
    item: { field: 'guide', argument: 'id' },
    counters: [guides.views, guides.ratingSum, guides.ratingCount, guides.ratingAverage],
  },
  { table: categories, type: 'Category', lists: ['categories'] },
  { table: siteConfigurations, type: 'SiteConfigEntry', lists: ['siteConfiguration'] },
  { table: gameQuestions, type: 'GameQuestion', lists: ['gameQuestions'] },
  { table: puzzleWords, type: 'PuzzleWord', lists: ['puzzleWords'] },
  { table: mediaAssets, everywhere: true },
];

export function tableNameOf(rule: CacheRule): string {
  return getTableName(rule.table);
}
