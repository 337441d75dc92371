/**
 * What the report's lists need once their candidates are known (dayTops.ts):
 * the exact views of the content and paid guides among them, their titles
 * and prices, and the exact goal totals of the guides, in three statements
 * for every list together. Each statement has a fixed cost (about 1.3 ms on
 * PGlite); one lookup per list and purpose took nine.
 */
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type DbExecutor } from '../../db/client';
import type { TopsByList } from './dayTops';
import { GOALS, type GoalName } from './goals';
import type { ReportRange } from './reportRange';

export interface ItemFacts {
  title: string;
  /** A guide with a price now (an article never is). */
  paid: boolean;
}

export interface CandidateLookups {
  /** Exact views and visitors over the range, by scope ('article:1', 'guide:2'). */
  views: ReadonlyMap<string, { views: number; visitors: number }>;
  /** Titles and prices of the items that still exist, by scope. */
  items: ReadonlyMap<string, ItemFacts>;
  /** Exact goal totals over the range, by `goalKey(goal, subject)`. */
  goals: ReadonlyMap<string, number>;
  /** The guides the funnel lists name (purchases, 'Comprar' clicks, paid guides' views). */
  paidGuideIds: number[];
  /** The guides the downloads list names. */
  freeGuideIds: number[];
}

export const goalKey = (goal: GoalName, subject: string) => `${goal}|${subject}`;

/** A guide's id from a goal's subject or a scope's number; null for anything else. */
export const guideIdOf = (subject: string) => (/^\d{1,10}$/.test(subject) ? Number(subject) : null);

const GUIDE_GOALS: GoalName[] = [GOALS.guideBuyClick, GOALS.guidePurchase, GOALS.guideDownload];

/** The ids a list's keys name, with `prefix` ('guide:') or as bare subjects. */
function idsOf(keys: Iterable<string>, prefix = ''): number[] {
  const ids = new Set<number>();
  for (const key of keys) {
    if (!key.startsWith(prefix)) continue;
    const id = guideIdOf(key.slice(prefix.length));
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

const keysOf = (tops: TopsByList, ...lists: Parameters<TopsByList['get']>[0][]) =>
  lists.flatMap((list) => (tops.get(list) ?? []).map((row) => row.key));

const inList = (values: Array<string | number>): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

async function viewsOf(db: DbExecutor, range: ReportRange, scopes: string[]) {
  if (scopes.length === 0) return new Map();
  const rows = await executeRows<{ scope: string; views: number; visitors: number }>(
    db,
    sql`select scope, sum(views)::integer as views, sum(visitors)::integer as visitors from analytics_daily
        where day between ${range.from} and ${range.to} and scope in (${inList(scopes)}) group by scope`,
  );
  return new Map(rows.map((row) => [row.scope, { views: row.views, visitors: row.visitors }]));
}

async function itemsOf(db: DbExecutor, articleIds: number[], guideIds: number[]) {
  const parts: SQL[] = [];
  if (articleIds.length > 0)
    parts.push(
      sql`select 'article:' || id as scope, title, false as paid from articles where id in (${inList(articleIds)})`,
    );
  if (guideIds.length > 0)
    parts.push(
      sql`select 'guide:' || id as scope, title, coalesce(price, 0) > 0 as paid from guides where id in (${inList(guideIds)})`,
    );
  if (parts.length === 0) return new Map();
  const rows = await executeRows<{ scope: string; title: string; paid: boolean }>(
    db,
    sql.join(parts, sql` union all `),
  );
  return new Map(rows.map((row) => [row.scope, { title: row.title, paid: row.paid }]));
}

async function goalsOf(db: DbExecutor, range: ReportRange, guideIds: number[]) {
  if (guideIds.length === 0) return new Map();
  const rows = await executeRows<{ goal: GoalName; subject: string; total: number }>(
    db,
    sql`select goal, subject, sum(count)::integer as total from analytics_goals
        where goal in (${inList(GUIDE_GOALS)}) and subject in (${inList(guideIds.map(String))})
          and day between ${range.from} and ${range.to}
        group by goal, subject`,
  );
  return new Map(rows.map((row) => [goalKey(row.goal, row.subject), row.total]));
}

export async function lookUpCandidates(
  db: DbExecutor,
  range: ReportRange,
  tops: TopsByList,
): Promise<CandidateLookups> {
  const content = keysOf(tops, 'content');
  const paidIds = [
    ...new Set([
      ...idsOf(keysOf(tops, GOALS.guidePurchase, GOALS.guideBuyClick)),
      ...idsOf(keysOf(tops, 'paidGuideViews'), 'guide:'),
    ]),
  ];
  const freeIds = idsOf(keysOf(tops, GOALS.guideDownload));
  const guideIds = [...new Set([...idsOf(content, 'guide:'), ...paidIds, ...freeIds])];
  const [views, items, goals] = await Promise.all([
    viewsOf(db, range, [...new Set([...content, ...paidIds.map((id) => `guide:${id}`)])]),
    itemsOf(db, idsOf(content, 'article:'), guideIds),
    goalsOf(db, range, [...new Set([...paidIds, ...freeIds])]),
  ]);
  return { views, items, goals, paidGuideIds: paidIds, freeGuideIds: freeIds };
}
