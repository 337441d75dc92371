/**
 * Each closed day's, week's and month's leaders, kept so a report's top
 * lists cost the same for a year as for a week. A day read by 1,000 families may touch 1,000
 * articles; summing every one of them over 366 days took 882 ms on Postgres
 * at 100,000 articles (`npm run bench -- analytics`, before this table), and
 * a year of day leaders alone (18,000 rows) still 56 ms. Once a day is closed
 * (yesterday: a flush counts its batch in the day it writes, so nothing is
 * added to a day once it is over; the job runs 23 minutes past the hour, and
 * a goal event retried that late changes its day's tops by one) its TOP_ROWS
 * best keys per list are copied here, and once its week (or month) is
 * closed, its best keys summed over its days. A report reads whole months from the month rows,
 * whole weeks from the week rows, the days at its edges from the day rows and
 * the open days from the daily tables, then (for content) recounts its
 * candidates exactly from the daily rows. An item that never makes a month's,
 * week's or day's top 50 but would lead the period is the one case this misses.
 */
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Database, type DbExecutor } from '../../db/client';
import { analyticsDayTops } from '../../db/schema';
import { GOALS } from './goals';
import { addDays } from './siteDay';

/** Keys kept per list and closed day or week. */
export const TOP_ROWS = 50;

/** Days rolled up per pass: enough to catch up two years at once (a few small statements a day). */
const DAYS_PER_PASS = 800;

/** Week rows are stored under `<list>/week`, on the week's Monday. */
const WEEK = '/week';
/**
 * Month rows under `<list>/month`, on the month's first day. A year read from
 * weeks alone summed 52 × 50 rows a list (31.0 ms for the eight lists on PGlite
 * at the bench's data); from months, 11 × 50 plus the edges' weeks and days.
 */
const MONTH = '/month';
/** Marks a day (or, with WEEK or MONTH, a week or month) as rolled up. */
const ROLLED = '*';

/**
 * A top list's daily rows over the days from..to, as (key, value, extra). The
 * rollup keeps each key's sums (`leaders`); a report sums the kept rows with
 * these same rows for the days not rolled up yet (`summedTopLists`).
 */
type ListRows = (from: string, to: string) => SQL;

/** Article and guide scopes sort between these bounds ('article:' < … < 'guide:~'). */
const CONTENT_SCOPES = sql`(scope between 'article:' and 'article:~' or scope between 'guide:' and 'guide:~')`;

/** Guides with a price, as daily scopes (a guide is paid as it is when its day or week is rolled up). */
const PAID_GUIDE_SCOPES = sql`(scope between 'guide:' and 'guide:~'
  and scope in (select 'guide:' || id from guides where price > 0))`;

/** Goals whose subjects are guides: as many as there are guides, so read through the tops. */
const goalRows =
  (goal: string): ListRows =>
  (from, to) =>
    sql`select subject, count, 0 from analytics_goals where goal = ${goal} and day between ${from} and ${to}`;

export const TOP_LISTS = {
  content: (from, to) =>
    sql`select scope, views, visitors from analytics_daily where day between ${from} and ${to} and ${CONTENT_SCOPES}`,
  source: (from, to) => sql`select source, visits, 0 from analytics_sources where day between ${from} and ${to}`,
  campaign: (from, to) =>
    sql`select utm_source || E'\t' || utm_campaign, visits, 0 from analytics_sources
        where day between ${from} and ${to} and (utm_source <> '' or utm_campaign <> '')`,
  paidGuideViews: (from, to) =>
    sql`select scope, views, 0 from analytics_daily where day between ${from} and ${to} and ${PAID_GUIDE_SCOPES}`,
  [GOALS.guideBuyClick]: goalRows(GOALS.guideBuyClick),
  [GOALS.guidePurchase]: goalRows(GOALS.guidePurchase),
  [GOALS.guideDownload]: goalRows(GOALS.guideDownload),
  // The searches that showed the visitor nothing (writeSearches.ts).
  searchWithoutResults: (from, to) =>
    sql`select term, missed, 0 from analytics_searches where day between ${from} and ${to} and missed > 0`,
} as const satisfies Record<string, ListRows>;

export type TopList = keyof typeof TOP_LISTS;

/** Rows (key, value, extra) summed per key, best first, at most `limit`. */
function leaders(rows: SQL, limit: number): SQL {
  return sql`select key, sum(value)::integer as value, sum(extra)::integer as extra
    from (${rows}) as r(key, value, extra)
    group by key having sum(value) > 0 order by value desc, key limit ${limit}`;
}

/** 0 on Sunday … 6 on Saturday. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** The first day of `day`'s month. */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (month: string) => monthOf(addDays(month, 32));
const lastDayOf = (month: string) => addDays(nextMonth(month), -1);
/** The Monday of `day`'s week (weeks run Monday to Sunday). */
export const mondayOf = (day: string) => addDays(day, -((weekday(day) + 6) % 7));
const mondayOnOrAfter = (day: string) => addDays(day, (8 - weekday(day)) % 7);

/** A span of days rolled up as one: where each starts and ends. */
interface Unit {
  startOnOrAfter: (day: string) => string;
  startOf: (day: string) => string;
  lastDayOf: (start: string) => string;
}

const WEEKS: Unit = {
  startOnOrAfter: mondayOnOrAfter,
  startOf: mondayOf,
  lastDayOf: (monday) => addDays(monday, 6),
};
const MONTHS: Unit = {
  startOnOrAfter: (day) => (monthOf(day) === day ? day : nextMonth(monthOf(day))),
  startOf: monthOf,
  lastDayOf,
};

export interface Rolled {
  /** The last day rolled up, or null before the first pass. */
  days: string | null;
  /** The Monday of the last week rolled up, or null. */
  weeks: string | null;
  /** The first day of the last month rolled up, or null. */
  months: string | null;
}

/** The three marks in one statement (each an index lookup on (list, day)). */
export async function rolledThrough(db: DbExecutor): Promise<Rolled> {
  const [row] = await executeRows<Rolled>(
    db,
    sql`select (select max(day)::text from ${analyticsDayTops} where list = ${ROLLED}) as days,
               (select max(day)::text from ${analyticsDayTops} where list = ${ROLLED + WEEK}) as weeks,
               (select max(day)::text from ${analyticsDayTops} where list = ${ROLLED + MONTH}) as months`,
  );
  return { days: row?.days ?? null, weeks: row?.weeks ?? null, months: row?.months ?? null };
}

/** Copies each list's leaders of from..to under `suffix`, and marks `day`, in one transaction. */
async function rollUp(db: Database, suffix: string, day: string, from: string, to: string) {
  await db.transaction(async (tx) => {
    for (const [list, rows] of Object.entries(TOP_LISTS))
      await tx.execute(sql`insert into ${analyticsDayTops} (list, day, key, value, extra)
        select ${list + suffix}, ${day}::date, t.key, t.value, t.extra from (${leaders(rows(from, to), TOP_ROWS)}) as t
        on conflict do nothing`);
    await tx
      .insert(analyticsDayTops)
      .values({ list: ROLLED + suffix, day, key: '' })
      .onConflictDoNothing();
  });
}

export interface RolledCount {
  days: number;
  weeks: number;
  months: number;
}

/**
 * Rolls up every closed day not yet rolled, then every week and every month
 * whose days all are (oldest first, one transaction each, so a pass cut short
 * leaves no half day, week or month). Returns how many of each.
 */
export async function rollUpClosedDays(db: Database, today: string): Promise<RolledCount> {
  const lastClosed = addDays(today, -1);
  const done = await rolledThrough(db);
  const first = await firstDay(db);
  if (first === null) return { days: 0, weeks: 0, months: 0 };
  let day = done.days === null ? first : addDays(done.days, 1);
  let days = 0;
  for (; day <= lastClosed && days < DAYS_PER_PASS; day = addDays(day, 1), days += 1)
    await rollUp(db, '', day, day, day);
  const rolledDays = days > 0 ? addDays(day, -1) : done.days;
  const weeks = await rollUpUnits(db, WEEK, WEEKS, done.weeks, first, rolledDays);
  const months = await rollUpUnits(db, MONTH, MONTHS, done.months, first, rolledDays);
  return { days, weeks, months };
}

/** Rolls up each unit after `done` (or from the first day's) whose days are all rolled up; returns how many. */
async function rollUpUnits(
  db: Database,
  suffix: string,
  unit: Unit,
  done: string | null,
  first: string,
  rolledDays: string | null,
): Promise<number> {
  let count = 0;
  let start = done === null ? unit.startOf(first) : addDays(unit.lastDayOf(done), 1);
  for (; rolledDays !== null && unit.lastDayOf(start) <= rolledDays; start = addDays(unit.lastDayOf(start), 1)) {
    await rollUp(db, suffix, start, start, unit.lastDayOf(start));
    count += 1;
  }
  return count;
}

async function firstDay(db: DbExecutor): Promise<string | null> {
  const [row] = await executeRows<{ day: string | null }>(
    db,
    sql`select least((select min(day) from analytics_daily), (select min(day) from analytics_sources),
               (select min(day) from analytics_searches), (select min(day) from analytics_goals))::text as day`,
  );
  return row?.day ?? null;
}

/** Where a range's days are read from: month rows, week rows (Mondays), day rows, and the daily tables. */
export interface RangePlan {
  months: [string, string] | null;
  weeks: Array<[string, string]>;
  days: Array<[string, string]>;
  live: [string, string] | null;
}

type Span = [string, string];

/** The whole rolled units (months or weeks) inside from..to, as [first start, last start], and the days left at each edge. */
function wholeUnits([from, to]: Span, rolledUnit: string | null, unit: Unit): { units: Span | null; edges: Span[] } {
  if (rolledUnit === null) return { units: null, edges: [[from, to]] };
  const limit = unit.lastDayOf(rolledUnit) < to ? unit.lastDayOf(rolledUnit) : to;
  const first = unit.startOnOrAfter(from);
  // The last unit whose last day is on or before the limit: the one before the unit of the day after it.
  const last = unit.startOf(addDays(unit.startOf(addDays(limit, 1)), -1));
  if (first > last) return { units: null, edges: [[from, to]] };
  const edges: Span[] = [];
  if (from < first) edges.push([from, addDays(first, -1)]);
  if (unit.lastDayOf(last) < to) edges.push([addDays(unit.lastDayOf(last), 1), to]);
  return { units: [first, last], edges };
}

export function planRange(range: { from: string; to: string }, rolled: Rolled): RangePlan {
  const { from, to } = range;
  const rolledTo = rolled.days === null ? addDays(from, -1) : rolled.days < to ? rolled.days : to;
  const liveFrom = addDays(rolledTo, 1) > from ? addDays(rolledTo, 1) : from;
  const live: [string, string] | null = liveFrom <= to ? [liveFrom, to] : null;
  if (rolledTo < from) return { months: null, weeks: [], days: [], live };
  const { units: months, edges } = wholeUnits([from, rolledTo], rolled.months, MONTHS);
  const weeks: Span[] = [];
  const days: Span[] = [];
  for (const edge of edges) {
    const inWeeks = wholeUnits(edge, rolled.weeks, WEEKS);
    if (inWeeks.units) weeks.push(inWeeks.units);
    days.push(...inWeeks.edges);
  }
  return { months, weeks, days, live };
}

export interface TopRow {
  key: string;
  value: number;
  extra: number;
}

/** Each list's leaders, best first (a list with no rows in the range is absent). */
export type TopsByList = ReadonlyMap<TopList, TopRow[]>;

/** A list's rows over a planned range: month, week and day rows for the rolled-up days, its daily rows for the rest. */
function plannedRows(list: TopList, plan: RangePlan): SQL | null {
  const parts: SQL[] = [];
  const kept = (suffix: string, [from, to]: Span) =>
    sql`select key, value, extra from ${analyticsDayTops} where list = ${list + suffix} and day between ${from} and ${to}`;
  if (plan.months) parts.push(kept(MONTH, plan.months));
  for (const weeks of plan.weeks) parts.push(kept(WEEK, weeks));
  for (const days of plan.days) parts.push(kept('', days));
  if (plan.live) parts.push(TOP_LISTS[list](plan.live[0], plan.live[1]));
  return parts.length === 0 ? null : sql.join(parts, sql` union all `);
}

/** Text in code-unit order, as Postgres sorts it under the C collation. */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byValueThenKey = (a: TopRow, b: TopRow) => b.value - a.value || byCodeUnits(a.key, b.key);

/**
 * Several top lists summed over one planned range, in one statement: a
 * report needs eight, and each statement has a fixed cost (on PGlite about
 * 1.3 ms; the eight lists took 33.8 ms one by one and 22.8 ms as one
 * statement for 7 days at 100,000 articles, `npm run bench -- analytics`'s
 * data). `wanted` gives each list's limit.
 */
export async function summedTopLists(
  db: DbExecutor,
  wanted: Partial<Record<TopList, number>>,
  plan: RangePlan,
): Promise<TopsByList> {
  const selects = (Object.entries(wanted) as Array<[TopList, number]>).flatMap(([list, limit]) => {
    const rows = plannedRows(list, plan);
    return rows
      ? [sql`(select ${list}::text as list, t.key, t.value, t.extra from (${leaders(rows, limit)}) as t)`]
      : [];
  });
  const tops = new Map<TopList, TopRow[]>();
  if (selects.length === 0) return tops;
  const rows = await executeRows<TopRow & { list: TopList }>(db, sql.join(selects, sql` union all `));
  for (const { list, ...row } of rows) tops.set(list, [...(tops.get(list) ?? []), row]);
  // A union's order is not promised: each list is sorted again as its leaders were.
  for (const list of tops.values()) list.sort(byValueThenKey);
  return tops;
}
