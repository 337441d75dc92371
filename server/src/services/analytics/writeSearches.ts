/**
 * Writes a tally of site searches (searchTally.ts) into analytics_searches,
 * after the view buffer's batch: per batch, one throttle upsert decides which
 * searches count, one list search per distinct list and term counts its
 * results, and one upsert adds them to the day's rows.
 */
import { createHash } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { analyticsSearches, articles, guides, PUBLISHED, type ContentTypeValue } from '../../db/schema';
import type { Database, DbExecutor } from '../../db/client';
import { matchesSearchText } from '../shared/textSearch';
import { countHits, type ThrottleRule } from '../visitors';
import type { SearchTally } from './searchTally';

/**
 * A term counts once per client address every 30 minutes, as a page visit
 * does (VISIT_PER_ADDRESS_AND_PAGE): a reload, a back-and-forth or a script
 * repeating it adds nothing. The subject is a hash of address and term, so the
 * throttle table never ties an address to what it searched for.
 */
export const SEARCH_PER_ADDRESS_AND_TERM: ThrottleRule = {
  bucket: 'search:address-term',
  limit: 1,
  windowSeconds: 30 * 60,
};

const CHUNK = 1_000;

const throttleSubject = (address: string, term: string) =>
  createHash('sha256').update(address).update('\t').update(term).digest('base64url').slice(0, 22);

/**
 * The total the public list shows for the term: its filter (content/listing.ts,
 * listFilter) on published rows, answered by the same trigram index. Read here
 * rather than through the content service, whose events import the app's
 * services and so this module back (an import cycle).
 */
async function resultsOf(db: DbExecutor, contentType: ContentTypeValue, term: string): Promise<number> {
  const table = contentType === 'article' ? articles : guides;
  const [row] = await db
    .select({ value: count() })
    .from(table)
    .where(and(eq(table.status, PUBLISHED), matchesSearchText(table.searchText, term)));
  return row?.value ?? 0;
}

/** Serialises the search writes of all instances, as writeVisits.ts does its totals. */
const SEARCHES_LOCK = 0x73726368; // 'srch'

/**
 * Adds a batch's searches to `day`'s rows. Each counted search is one address
 * and term with the lists it was searched on in the batch; it missed when
 * those lists together showed nothing (articles for /articulos, guides for
 * /guias, both when searched on both). `missed` adds those searches, so a term
 * that found articles but no guides counts only its guide searches as
 * 'sin resultados', whatever list was searched last. `results` is what the
 * term found on the lists searched when last counted that day.
 */
export async function writeSearches(db: Database, day: string, tally: SearchTally): Promise<void> {
  if (tally.size === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEARCHES_LOCK})`);
    const found = new Map<string, number>();
    /** Results of the term on these lists, each list counted once per batch. */
    const resultsOn = async (term: string, types: ContentTypeValue[]) => {
      let total = 0;
      for (const type of types) {
        const key = `${type}\t${term}`;
        if (!found.has(key)) found.set(key, await resultsOf(tx, type, term));
        total += found.get(key)!;
      }
      return total;
    };
    const entries = tally.entries();
    const tallies = new Map<string, { searches: number; missed: number; results: number }>();
    for (let i = 0; i < entries.length; i += CHUNK) {
      const part = entries.slice(i, i + CHUNK);
      const hits = await countHits(
        tx,
        part.map(({ address, term }) => [SEARCH_PER_ADDRESS_AND_TERM, throttleSubject(address, term)] as const),
      );
      for (const [j, { term, types }] of part.entries()) {
        if (hits[j]! > SEARCH_PER_ADDRESS_AND_TERM.limit) continue;
        const results = await resultsOn(term, types);
        const row = tallies.get(term) ?? { searches: 0, missed: 0, results };
        row.searches += 1;
        if (results === 0) row.missed += 1;
        row.results = results;
        tallies.set(term, row);
      }
    }
    if (tallies.size === 0) return;

    const rows = [...tallies]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([term, row]): typeof analyticsSearches.$inferInsert => ({ day, term, ...row }));
    for (let i = 0; i < rows.length; i += CHUNK) {
      await tx
        .insert(analyticsSearches)
        .values(rows.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: [analyticsSearches.day, analyticsSearches.term],
          set: {
            searches: sql`${analyticsSearches.searches} + excluded.searches`,
            missed: sql`${analyticsSearches.missed} + excluded.missed`,
            results: sql`excluded.results`,
          },
        });
    }
  });
}
