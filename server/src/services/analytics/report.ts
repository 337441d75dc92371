/**
 * The owner's traffic report for a period: per-day visitors and views, totals
 * against the period just before, top articles and guides, sources and
 * campaigns. The site's days are read through the (scope, day) index; the top
 * lists sum each closed day's leaders (dayTops.ts) and the open days' rows,
 * so their cost follows the period's length, not the site's size or history.
 */
import { and, between, sql } from 'drizzle-orm';
import { analyticsDaily, type ContentTypeValue } from '../../db/schema';
import type { Database, DbExecutor } from '../../db/client';
import {
  byCodeUnits,
  planRange,
  rolledThrough,
  summedTopLists,
  type RangePlan,
  type TopList,
  type TopsByList,
} from './dayTops';
import { GOAL_TOP_LISTS, goalReport, type GoalReport } from './goalReport';
import { addDays } from './siteDay';
import { reportRange, type RangeInput, type ReportRange } from './reportRange';
import { lookUpCandidates, type CandidateLookups } from './reportLookups';
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

/** The candidates' exact totals, best first; an item deleted since keeps its views but has no title to show. */
function topContent(tops: TopsByList, found: CandidateLookups): TopContentRow[] {
  const counted = (tops.get('content') ?? []).flatMap(({ key }) => {
    const totals = found.views.get(key);
    return totals && totals.views > 0 ? [{ scope: key, ...totals }] : [];
  });
  counted.sort((a, b) => b.views - a.views || byCodeUnits(a.scope, b.scope));
  return counted.slice(0, TOP_ROWS).flatMap((row) => {
    const title = found.items.get(row.scope)?.title;
    if (title === undefined) return [];
    const [contentType, id] = row.scope.split(':') as [ContentTypeValue, string];
    return [{ contentType, id, title, views: row.views, visitors: row.visitors }];
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
 * The top lists in one statement. On Postgres without parallel workers: for the few thousand
 * rows it reads, starting them cost more than the read (16 ms instead of 4 ms for a 90-day
 * content list on this 2-core machine, EXPLAIN ANALYZE on the bench's data). PGlite has none
 * to start, and would pay three statements for the setting.
 */
function reportTopLists(db: Database, plan: RangePlan, onPostgres: boolean): Promise<TopsByList> {
  if (!onPostgres) return summedTopLists(db, REPORT_TOP_LISTS, plan);
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
  config: { siteTimeZone: string; databaseUrl?: string },
): Promise<AnalyticsReportModel> {
  const range = reportRange(input, today);
  const plan = planRange(range, await rolledThrough(db));
  const candidates = reportTopLists(db, plan, Boolean(config.databaseUrl)).then(async (tops) => ({
    tops,
    found: await lookUpCandidates(db, range, tops),
  }));
  // Independent reads: on Postgres they run side by side on the pool; what needs the
  // candidates starts when they arrive.
  const [site, goals, { tops, found }] = await Promise.all([
    siteDays(db, range),
    goalReport(
      db,
      range,
      candidates.then(({ found }) => found),
      config.siteTimeZone,
    ),
    candidates,
  ]);
  return {
    ...range,
    ...site,
    topContent: topContent(tops, found),
    sources: sources(tops),
    campaigns: campaigns(tops),
    searchesWithoutResults: searchesWithoutResults(tops),
    ...goals,
  };
}
