/**
 * The owner's traffic report for a period: per-day visitors and views, totals
 * against the period just before, top articles and guides, sources and
 * campaigns. Every read is an aggregate over a day range of the daily tables
 * (indexed by scope and day, or led by day), with a LIMIT on the tops: its
 * cost follows the period's length, not the site's history.
 */
import { and, between, desc, inArray, ne, or, sql } from 'drizzle-orm';
import { analyticsDaily, analyticsSources, articles, guides, type ContentTypeValue } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { goalReport, type GoalReport } from './goalReport';
import { addDays } from './siteDay';
import { reportRange, type RangeInput, type ReportRange } from './reportRange';
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

/** Scopes 'article:<id>' and 'guide:<id>' sort between these bounds ('article:' < … < 'guide;'). */
async function topContent(db: DbExecutor, range: ReportRange): Promise<TopContentRow[]> {
  const views = sql<number>`sum(${analyticsDaily.views})::integer`;
  const rows = await db
    .select({ scope: analyticsDaily.scope, views, visitors: sql<number>`sum(${analyticsDaily.visitors})::integer` })
    .from(analyticsDaily)
    .where(
      and(
        between(analyticsDaily.day, range.from, range.to),
        or(between(analyticsDaily.scope, 'article:', 'article:~'), between(analyticsDaily.scope, 'guide:', 'guide:~')),
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

async function sources(db: DbExecutor, range: ReportRange) {
  const visits = sql<number>`sum(${analyticsSources.visits})::integer`;
  return db
    .select({ name: analyticsSources.source, visits })
    .from(analyticsSources)
    .where(between(analyticsSources.day, range.from, range.to))
    .groupBy(analyticsSources.source)
    .orderBy(desc(visits), analyticsSources.source)
    .limit(TOP_ROWS);
}

async function campaigns(db: DbExecutor, range: ReportRange) {
  const visits = sql<number>`sum(${analyticsSources.visits})::integer`;
  return db
    .select({ utmSource: analyticsSources.utmSource, utmCampaign: analyticsSources.utmCampaign, visits })
    .from(analyticsSources)
    .where(
      and(
        between(analyticsSources.day, range.from, range.to),
        or(ne(analyticsSources.utmSource, ''), ne(analyticsSources.utmCampaign, '')),
      ),
    )
    .groupBy(analyticsSources.utmSource, analyticsSources.utmCampaign)
    .orderBy(desc(visits), analyticsSources.utmSource, analyticsSources.utmCampaign)
    .limit(TOP_ROWS);
}

/** The report for the range (presets end `today`, the site's date); BAD_USER_INPUT for an invalid custom range. */
export async function analyticsReport(
  db: DbExecutor,
  input: RangeInput,
  today: string,
  timeZone: string,
): Promise<AnalyticsReportModel> {
  const range = reportRange(input, today);
  const site = await siteDays(db, range);
  return {
    ...range,
    ...site,
    topContent: await topContent(db, range),
    sources: await sources(db, range),
    campaigns: await campaigns(db, range),
    ...(await goalReport(db, range, timeZone)),
  };
}
