/**
 * Each closed day's leaders, kept so a report's top lists cost the same for a
 * year as for a week. A day read by 1,000 families may touch 1,000 articles;
 * summing every one of them over 366 days took 882 ms on Postgres at 100,000
 * articles (`npm run bench -- analytics`, before this table). Once a day is
 * closed (two days back: no flush can still add to it) its DAY_TOP_ROWS best
 * keys per list are copied here; a report sums those for the closed days and
 * the daily tables for the open ones, then (for content) recounts its
 * candidates exactly from the daily rows. An item that never makes a day's
 * top 50 but would lead the period is the one case this misses.
 */
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Database, type DbExecutor } from '../../db/client';
import { analyticsDayTops } from '../../db/schema';
import { addDays } from './siteDay';

/** Keys kept per list and closed day. */
export const DAY_TOP_ROWS = 50;

/** Days rolled up per pass: enough to catch up two years at once (4 small statements a day). */
const DAYS_PER_PASS = 800;

/** Marks a day as rolled up (list '*'). */
const ROLLED = '*';

/** A top list: the day's rows as (key, value, extra), best first, at most `limit`. */
export type DayTopQuery = (day: string, limit: number) => SQL;

/** Article and guide scopes sort between these bounds ('article:' < … < 'guide:~'). */
export const CONTENT_SCOPES = sql`(scope between 'article:' and 'article:~' or scope between 'guide:' and 'guide:~')`;

export const DAY_TOP_LISTS: Readonly<Record<string, DayTopQuery>> = {
  content: (day, limit) =>
    sql`select scope as key, views as value, visitors as extra from analytics_daily
        where day = ${day} and ${CONTENT_SCOPES} and views > 0
        order by views desc, scope limit ${limit}`,
  source: (day, limit) =>
    sql`select source as key, sum(visits)::integer as value, 0 as extra from analytics_sources
        where day = ${day} group by source order by value desc, key limit ${limit}`,
  campaign: (day, limit) =>
    sql`select utm_source || E'\t' || utm_campaign as key, sum(visits)::integer as value, 0 as extra
        from analytics_sources where day = ${day} and (utm_source <> '' or utm_campaign <> '')
        group by utm_source, utm_campaign order by value desc, key limit ${limit}`,
};

/** The last day rolled up, or null before the first pass. */
export async function rolledThrough(db: DbExecutor): Promise<string | null> {
  const [row] = await executeRows<{ day: string | null }>(
    db,
    sql`select max(day)::text as day from ${analyticsDayTops} where list = ${ROLLED}`,
  );
  return row?.day ?? null;
}

/**
 * Rolls up every closed day not yet rolled (oldest first, one transaction a
 * day, so a pass cut short leaves no half day). Returns the days rolled.
 */
export async function rollUpClosedDays(db: Database, today: string): Promise<number> {
  const lastClosed = addDays(today, -2);
  const done = await rolledThrough(db);
  let first = done === null ? await firstDay(db) : addDays(done, 1);
  if (first === null) return 0;
  let rolled = 0;
  for (; first <= lastClosed && rolled < DAYS_PER_PASS; first = addDays(first, 1), rolled += 1) {
    const day = first;
    await db.transaction(async (tx) => {
      for (const [list, query] of Object.entries(DAY_TOP_LISTS))
        await tx.execute(sql`insert into ${analyticsDayTops} (list, day, key, value, extra)
          select ${list}, ${day}::date, t.key, t.value, t.extra from (${query(day, DAY_TOP_ROWS)}) as t
          on conflict do nothing`);
      await tx.insert(analyticsDayTops).values({ list: ROLLED, day, key: '' }).onConflictDoNothing();
    });
  }
  return rolled;
}

async function firstDay(db: DbExecutor): Promise<string | null> {
  const [row] = await executeRows<{ day: string | null }>(
    db,
    sql`select least((select min(day) from analytics_daily), (select min(day) from analytics_sources))::text as day`,
  );
  return row?.day ?? null;
}

/** A range split at the last rolled day: [from, rolledTo] from the tops, [liveFrom, to] from the daily tables. */
export interface SplitRange {
  from: string;
  rolledTo: string;
  liveFrom: string;
  to: string;
}

export function splitRange(range: { from: string; to: string }, rolled: string | null): SplitRange {
  const rolledTo = rolled === null ? addDays(range.from, -1) : rolled < range.to ? rolled : range.to;
  const liveFrom = addDays(rolledTo, 1) > range.from ? addDays(rolledTo, 1) : range.from;
  return { from: range.from, rolledTo, liveFrom, to: range.to };
}
