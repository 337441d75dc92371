/**
 * The owner's traffic report for a period: per-day visitors and views, totals
 * against the period just before, top articles and guides, sources and
 * campaigns. The site's days are read through the (scope, day) index; the top
 * lists sum each closed day's leaders (dayTops.ts) and the open days' rows,
 * so their cost follows the period's length, not the site's size or history.
 */
import { and, between, desc, inArray, sql } from 'drizzle-orm';
import { analyticsDaily, articles, guides, type ContentTypeValue } from '../../db/schema';
import type { Database, DbExecutor } from '../../db/client';
import { planRange, rolledThrough, summedTopLists, type RangePlan, type TopList, type TopsByList } from './dayTops';
import { GOAL_TOP_LISTS, goalReport, type GoalReport } from './goalReport';
import { addDays } from './siteDay';
import { reportRange, type RangeInput, type ReportRange } from './reportRange';
import { SEARCH_ROWS, searchesWithoutResults, type SearchTermRow } from './searchReport';
import { SITE_SCOPE } from './visitTally';

/** Rows in each top list. */
export const TOP_ROWS = 10;

export interface DayTotals {
  day: string;
  visitors: number;
  views: number;
}

export interface Change {
  current: number;
  previous: number;
  /** Whole percent against the previous period; null when it had none. */
  changePercent: number | null;
}

export interface TopContentRow {
  contentType: ContentTypeValue;
  /** The GraphQL ID. */
  id: string;
  title: string;
  views: number;
  visitors: number;
}

export interface AnalyticsReportModel extends ReportRange, GoalReport {
  days: DayTotals[];
  visitors: Change;
  views: Change;
  topContent: TopContentRow[];
  sources: Array<{ name: string; visits: number }>;
  campaigns: Array<{ utmSource: string; utmCampaign: string; visits: number }>;
  searchesWithoutResults: SearchTermRow[];
}

function change(current: number, previous: number): Change {
  return {
    current,
    previous,
    changePercent: previous === 0 ? null : Math.round(((current - previous) / previous) * 100),
  };
}

async function siteDays(db: DbExecutor, range: ReportRange) {
  const rows = await db
    .select({ day: analyticsDaily.day, views: analyticsDaily.views, visitors: analyticsDaily.visitors })
    .from(analyticsDaily)
    .where(
      and(sql`${analyticsDaily.scope} = ${SITE_SCOPE}`, between(analyticsDaily.day, range.previousFrom, range.to)),
    );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: DayTotals[] = [];
  for (let i = 0; i < range.length; i += 1) {
    const day = addDays(range.from, i);
    const row = byDay.get(day);
    days.push({ day, visitors: row?.visitors ?? 0, views: row?.views ?? 0 });
  }
  const previous = rows.filter((row) => row.day < range.from);
  const sum = (list: ReadonlyArray<{ views: number; visitors: number }>, key: 'views' | 'visitors') =>
    list.reduce((total, row) => total + row[key], 0);
  return {
    days,
    visitors: change(sum(days, 'visitors'), sum(previous, 'visitors')),
    views: change(sum(days, 'views'), sum(previous, 'views')),
  };
}

/** Candidates recounted exactly for the top list: more than shown, so a day's cut-off cannot reorder it. */
const CONTENT_CANDIDATES = TOP_ROWS * 2;

/** Every top list the report reads, with how many rows each gives: fetched in one statement. */
const REPORT_TOP_LISTS = {
  content: CONTENT_CANDIDATES,
  source: TOP_ROWS,
  campaign: TOP_ROWS,
  searchWithoutResults: SEARCH_ROWS,
  ...GOAL_TOP_LISTS,
} as const satisfies Partial<Record<TopList, number>>;

async function topContent(db: DbExecutor, range: ReportRange, tops: TopsByList): Promise<TopContentRow[]> {
  const candidates = tops.get('content') ?? [];
  if (candidates.length === 0) return [];
  // Exact totals for the candidates, through the (scope, day) index: a day outside an item's top 50 counts too.
  const views = sql<number>`sum(${analyticsDaily.views})::integer`;
  const rows = await db
    .select({ scope: analyticsDaily.scope, views, visitors: sql<number>`sum(${analyticsDaily.visitors})::integer` })
    .from(analyticsDaily)
    .where(
      and(
        between(analyticsDaily.day, range.from, range.to),
        inArray(
          analyticsDaily.scope,
          candidates.map((c) => c.key),
        ),
      ),
    )
    .groupBy(analyticsDaily.scope)
    .having(sql`${views} > 0`)
    .orderBy(desc(views), analyticsDaily.scope)
    .limit(TOP_ROWS);
  const ids: Record<ContentTypeValue, number[]> = { article: [], guide: [] };
  const parsed = rows.map((row) => {
    const [type, id] = row.scope.split(':') as [ContentTypeValue, string];
    ids[type].push(Number(id));
    return { contentType: type, id, views: row.views, visitors: row.visitors };
  });
  const titles = new Map<string, string>();
  for (const [type, table] of [
    ['article', articles],
    ['guide', guides],
  ] as const) {
    if (ids[type].length === 0) continue;
    const found = await db.select({ id: table.id, title: table.title }).from(table).where(inArray(table.id, ids[type]));
    for (const row of found) titles.set(`${type}:${row.id}`, row.title);
  }
  // An item deleted since keeps its views in the totals but has no title to show.
  return parsed.flatMap((row) => {
    const title = titles.get(`${row.contentType}:${row.id}`);
    return title === undefined ? [] : [{ ...row, title }];
  });
}

function sources(tops: TopsByList) {
  return (tops.get('source') ?? []).map((row) => ({ name: row.key, visits: row.value }));
}

function campaigns(tops: TopsByList) {
  return (tops.get('campaign') ?? []).map((row) => {
    const [utmSource = '', utmCampaign = ''] = row.key.split('\t');
    return { utmSource, utmCampaign, visits: row.value };
  });
}

/**
 * The top lists in one statement, without parallel workers (Postgres): for the few thousand
 * rows it reads, starting workers cost more than the read (16 ms instead of 4 ms for a
 * 90-day content list on this 2-core machine, EXPLAIN ANALYZE on the bench's data).
 */
function reportTopLists(db: Database, plan: RangePlan): Promise<TopsByList> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return summedTopLists(tx, REPORT_TOP_LISTS, plan);
    },
    { accessMode: 'read only' },
  );
}

/** The report for the range (presets end `today`, the site's date); BAD_USER_INPUT for an invalid custom range. */
export async function analyticsReport(
  db: Database,
  input: RangeInput,
  today: string,
  timeZone: string,
): Promise<AnalyticsReportModel> {
  const range = reportRange(input, today);
  const plan = planRange(range, await rolledThrough(db));
  const tops = reportTopLists(db, plan);
  // Independent reads: on Postgres they run side by side on the pool; what needs the
  // top lists starts when they arrive.
  const [site, top, goals, lists] = await Promise.all([
    siteDays(db, range),
    tops.then((fetched) => topContent(db, range, fetched)),
    goalReport(db, range, tops, timeZone),
    tops,
  ]);
  return {
    ...range,
    ...site,
    topContent: top,
    sources: sources(lists),
    campaigns: campaigns(lists),
    searchesWithoutResults: searchesWithoutResults(lists),
    ...goals,
  };
}
