/**
 * Writes a batch of buffered views (viewBuffer.ts) in one transaction, with
 * the same rules a single view had when it was written on the visit:
 *
 * 1. the client address first: one counted view per address and item per
 *    window (VIEW_PER_ADDRESS_AND_ITEM), whatever cookie each request sent;
 * 2. then the visitor: one counted view per visitor and item per window;
 * 3. a visitor already counted elsewhere (her phone off the wifi) gives the
 *    address's view back, so the next visitor from that address still counts.
 *
 * The database decides, so two instances count exactly as one. Each round is
 * a few statements for the whole batch, whatever its size: the address hits,
 * the visitors' claims, the refunds; a round per further candidate of an
 * address whose first visitor was already counted (rare: a household reading
 * one article within seconds). Then one UPDATE per table adds the counts, so a
 * busy article's row is written once per batch, not once per visit, and the
 * page cache hears one change per item per batch.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { articles, contentViews, guides, PUBLISHED, throttles, type ContentTypeValue } from '../../db/schema';
import type { Database, DbExecutor } from '../../db/client';
import { countHits } from '../visitors';
import { itemKey } from './storedTotals';
import { VIEW_DEDUP_MINUTES, VIEW_PER_ADDRESS_AND_ITEM } from './viewRules';

/** The views one client address asked to count for one item during a batch. */
export interface AddressViews {
  contentType: ContentTypeValue;
  contentId: number;
  /** `addressKey(address)|type:id`: the throttle subject of VIEW_PER_ADDRESS_AND_ITEM. */
  subject: string;
  /** Distinct visitors, in arrival order (viewBuffer.ts keeps a few per address). */
  visitors: string[];
}

/** Rows per statement, well under Postgres's 65,535 parameters. */
const CHUNK = 2_000;
/**
 * Serialises batches from all instances (a transaction-scoped advisory lock):
 * a batch takes milliseconds every few seconds, and with one writer at a time
 * two batches can never lock the same rows in opposite orders.
 */
const WRITE_LOCK = 0x76696577; // 'view'

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Claims one visitor per group; returns the groups whose visitor was counted (not counted before in the window). */
async function claimVisitors(tx: DbExecutor, claims: ReadonlyArray<{ group: AddressViews; visitor: string }>) {
  const counted = new Set<string>();
  for (const part of chunks(claims)) {
    const rows = await tx
      .insert(contentViews)
      .values(
        part.map(({ group, visitor }) => ({
          contentType: group.contentType,
          contentId: group.contentId,
          visitorId: visitor,
        })),
      )
      .onConflictDoUpdate({
        target: [contentViews.contentType, contentViews.contentId, contentViews.visitorId],
        set: { viewedAt: sql`now()` },
        setWhere: sql`${contentViews.viewedAt} < now() - make_interval(mins => ${VIEW_DEDUP_MINUTES})`,
      })
      .returning({ type: contentViews.contentType, id: contentViews.contentId, visitor: contentViews.visitorId });
    for (const row of rows) counted.add(`${row.type}:${row.id}|${row.visitor}`);
  }
  return claims.filter(({ group, visitor }) =>
    counted.has(`${itemKey(group.contentType, group.contentId)}|${visitor}`),
  );
}

async function refundAddresses(tx: DbExecutor, subjects: readonly string[]) {
  for (const part of chunks(subjects)) {
    await tx
      .update(throttles)
      .set({ hits: sql`greatest(${throttles.hits} - 1, 0)` })
      .where(and(eq(throttles.bucket, VIEW_PER_ADDRESS_AND_ITEM.bucket), inArray(throttles.subject, part)));
  }
}

export interface WrittenViews {
  /** Views counted. */
  counted: number;
  /** The items whose stored counts changed (`type:id`). */
  items: string[];
  /**
   * What the database now says was counted within the window: `type:id|visitor`
   * of visitors counted (now or before) and the address subjects used up. The
   * buffer remembers them, so a repeat is not shown as one more view.
   */
  known: string[];
  /** Views counted per `type:id`, for the site's daily totals (analytics/). */
  counts: ReadonlyMap<string, number>;
}

/** Decides which views of the batch count; returns the number counted per `type:id`. */
async function countedViews(
  tx: DbExecutor,
  batch: readonly AddressViews[],
  known: string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  // Sorted so that rows are always locked in one order (housekeeping deletes some of them too).
  let open = [...batch].sort((a, b) => (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0));
  for (let round = 0; open.length > 0; round += 1) {
    const candidates = open.filter((group) => group.visitors[round] !== undefined);
    if (candidates.length === 0) break;
    const hits: number[] = [];
    for (const part of chunks(candidates))
      hits.push(
        ...(await countHits(
          tx,
          part.map((group) => [VIEW_PER_ADDRESS_AND_ITEM, group.subject] as const),
        )),
      );
    const admitted = candidates.filter((_, i) => hits[i]! <= VIEW_PER_ADDRESS_AND_ITEM.limit);
    for (const [i, group] of candidates.entries())
      if (hits[i]! > VIEW_PER_ADDRESS_AND_ITEM.limit) known.push(group.subject);
    const claimed = await claimVisitors(
      tx,
      admitted.map((group) => ({ group, visitor: group.visitors[round]! })),
    );
    const claimedGroups = new Set(claimed.map(({ group }) => group));
    for (const { group } of claimed) {
      const key = itemKey(group.contentType, group.contentId);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      known.push(group.subject);
    }
    // Claimed now or refused because counted before: either way counted within the window.
    for (const group of admitted) known.push(`${itemKey(group.contentType, group.contentId)}|${group.visitors[round]}`);
    const alreadyCounted = admitted.filter((group) => !claimedGroups.has(group));
    await refundAddresses(
      tx,
      alreadyCounted.map((group) => group.subject),
    );
    // Only those groups try their next visitor; a refused address is done for this batch.
    open = alreadyCounted;
  }
  return counts;
}

async function addViews(
  tx: DbExecutor,
  contentType: ContentTypeValue,
  counts: ReadonlyArray<readonly [number, number]>,
) {
  const table = contentType === 'article' ? articles : guides;
  for (const part of chunks(counts)) {
    const values = sql.join(
      part.map(([id, n]) => sql`(${id}::integer, ${n}::integer)`),
      sql`, `,
    );
    // updated_at is left alone: it orders the carousel.
    await tx.execute(sql`
      update ${table} set views = ${table.views} + counted.n
      from (values ${values}) as counted(id, n)
      where ${table.id} = counted.id and ${table.status} = ${PUBLISHED}`);
  }
}

/** Writes one batch. Throws (and writes nothing) when the database fails. */
export async function writeViews(db: Database, batch: readonly AddressViews[]): Promise<WrittenViews> {
  if (batch.length === 0) return { counted: 0, items: [], known: [], counts: new Map() };
  const known: string[] = [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK})`);
    const counts = await countedViews(tx, batch, known);
    const byType: Record<ContentTypeValue, Array<readonly [number, number]>> = { article: [], guide: [] };
    let total = 0;
    for (const [key, n] of counts) {
      const [type, id] = key.split(':') as [ContentTypeValue, string];
      byType[type].push([Number(id), n]);
      total += n;
    }
    for (const type of ['article', 'guide'] as const) {
      byType[type].sort(([a], [b]) => a - b);
      if (byType[type].length > 0) await addViews(tx, type, byType[type]);
    }
    return { counted: total, items: [...counts.keys()], known, counts };
  });
}
