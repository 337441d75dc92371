/**
 * Writes a tally of visits (visitTally.ts) into the daily totals, inside the
 * view buffer's transaction, after it has decided which article and guide
 * views count. Per batch: the day's salt, one insert of the visitor hashes
 * (the new ones are the day's new visitors per page and per source), one hit
 * per page address for the page views, and one upsert per total table.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { analyticsDaily, analyticsSalts, analyticsSources, analyticsVisitors } from '../../db/schema';
import type { Database, DbExecutor } from '../../db/client';
import { countHits, type ThrottleRule } from '../visitors';
import { SITE_SCOPE, type VisitTally } from './visitTally';

/**
 * A page other than an article or guide (home, lists, games) counts one view
 * per client address every 30 minutes: the rule article views follow
 * (views/viewRules.ts), so a reload or a script adds nothing.
 */
export const VISIT_PER_ADDRESS_AND_PAGE: ThrottleRule = {
  bucket: 'visit:address-page',
  limit: 1,
  windowSeconds: 30 * 60,
};

const CHUNK = 2_000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The day's salt, made by whichever instance writes first that day. */
async function daySalt(tx: DbExecutor, day: string): Promise<string> {
  await tx
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(sql`${analyticsSalts.day} = ${day}`);
  if (!row) throw new Error(`no analytics salt for ${day}`);
  return row.salt;
}

/** How many of these (scope, address) pairs are new today, per scope. */
async function newVisitors(
  tx: DbExecutor,
  day: string,
  pairs: ReadonlyArray<readonly [string, string]>,
  hash: (address: string) => string,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const part of chunks(pairs)) {
    const rows = await tx
      .insert(analyticsVisitors)
      .values(part.map(([scope, address]) => ({ day, scope, visitorHash: hash(address) })))
      .onConflictDoNothing()
      .returning({ scope: analyticsVisitors.scope });
    for (const { scope } of rows) counts.set(scope, (counts.get(scope) ?? 0) + 1);
  }
  return counts;
}

/** Page views (not articles or guides) that count: one per address and page per window. */
async function pageViews(tx: DbExecutor, pages: ReadonlyArray<readonly [string, string]>) {
  const counts = new Map<string, number>();
  for (const part of chunks(pages)) {
    const hits = await countHits(
      tx,
      part.map(([scope, address]) => [VISIT_PER_ADDRESS_AND_PAGE, `${address}|${scope}`] as const),
    );
    for (const [i, [scope]] of part.entries())
      if (hits[i]! <= VISIT_PER_ADDRESS_AND_PAGE.limit) counts.set(scope, (counts.get(scope) ?? 0) + 1);
  }
  return counts;
}

/**
 * Serialises the daily-total writes of all instances (a transaction-scoped
 * advisory lock): their inserts and upserts then never wait on each other in
 * opposite orders.
 */
const TOTALS_LOCK = 0x76697374; // 'vist'

/**
 * Adds a batch's visits to `day`'s totals in one transaction. `contentViews`
 * are the article and guide views the batch counted (`article:<id>` → n), by
 * the public counter's rules.
 */
export async function writeVisits(
  db: Database,
  day: string,
  tally: VisitTally,
  contentViews: ReadonlyMap<string, number>,
): Promise<void> {
  if (tally.size === 0 && contentViews.size === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TOTALS_LOCK})`);
    await writeTotals(tx, day, tally, contentViews);
  });
}

async function writeTotals(
  tx: DbExecutor,
  day: string,
  tally: VisitTally,
  contentViews: ReadonlyMap<string, number>,
): Promise<void> {
  const pairs = tally.pages().map(([address, scope]) => [scope, address] as const);
  const arrivals = tally.arrivals();
  const salt = await daySalt(tx, day);
  const hashes = new Map<string, string>();
  const hash = (address: string) => {
    let value = hashes.get(address);
    if (value === undefined) {
      value = createHash('sha256').update(salt).update(address).digest('base64url').slice(0, 22);
      hashes.set(address, value);
    }
    return value;
  };

  const visitors = await newVisitors(tx, day, pairs, hash);
  const views = new Map(contentViews);
  for (const [scope, n] of await pageViews(
    tx,
    pairs.filter(([scope]) => scope.startsWith('page:')),
  ))
    views.set(scope, (views.get(scope) ?? 0) + n);
  let siteViews = 0;
  for (const n of views.values()) siteViews += n;
  if (siteViews > 0) views.set(SITE_SCOPE, siteViews);

  const scopes = [...new Set([...views.keys(), ...visitors.keys()])].sort();
  for (const part of chunks(scopes)) {
    await tx
      .insert(analyticsDaily)
      .values(part.map((scope) => ({ day, scope, views: views.get(scope) ?? 0, visitors: visitors.get(scope) ?? 0 })))
      .onConflictDoUpdate({
        target: [analyticsDaily.day, analyticsDaily.scope],
        set: {
          views: sql`${analyticsDaily.views} + excluded.views`,
          visitors: sql`${analyticsDaily.visitors} + excluded.visitors`,
        },
      });
  }

  if (arrivals.length === 0) return;
  const sourceKey = (a: { source: string; utmSource: string; utmCampaign: string }) =>
    `src:${a.source}\t${a.utmSource}\t${a.utmCampaign}`;
  const arrived = await newVisitors(
    tx,
    day,
    arrivals.map((a) => [sourceKey(a), a.address] as const),
    hash,
  );
  const rows = [...arrived.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const part of chunks(rows)) {
    await tx
      .insert(analyticsSources)
      .values(
        part.map(([key, visits]) => {
          const [source, utmSource, utmCampaign] = key.slice(4).split('\t') as [string, string, string];
          return { day, source, utmSource, utmCampaign, visits };
        }),
      )
      .onConflictDoUpdate({
        target: [
          analyticsSources.day,
          analyticsSources.source,
          analyticsSources.utmSource,
          analyticsSources.utmCampaign,
        ],
        set: { visits: sql`${analyticsSources.visits} + excluded.visits` },
      });
  }
}

/** Hashes and salts older than yesterday: a day's visitors are counted by then (housekeeping, hourly). */
export async function forgetVisitorHashes(db: DbExecutor, today: string): Promise<number> {
  const rows = await db
    .delete(analyticsVisitors)
    .where(sql`${analyticsVisitors.day} < (${today}::date - 1)`)
    .returning({ day: analyticsVisitors.day });
  await db.delete(analyticsSalts).where(sql`${analyticsSalts.day} < (${today}::date - 1)`);
  return rows.length;
}
