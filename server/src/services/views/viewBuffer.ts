/**
 * The views this instance has been asked to count and not yet written.
 *
 * A view written on the visit cost a transaction on the article's hot row plus
 * a NOTIFY (which serialises commits database-wide) plus the page cache
 * dropping the article page, /articulos and home on every instance: under
 * real traffic the cache gave nothing (docs/performance.md, "real traffic").
 * Here a visit reads and writes memory only: the item's stored count comes
 * from storedTotals.ts, the view joins the batch, and every
 * VIEW_WRITE_INTERVAL_MS the batch is written in one transaction
 * (writeViews.ts), where the database decides which views count, exactly as
 * before: counting stays exact across instances. What this instance learns
 * from each write (who was counted within the window) only shapes the total
 * a visitor is shown, so that a repeat does not show one more view; a repeat
 * first seen by another instance may, until her next page load. A clean
 * shutdown writes what is left; a crash loses at most the last interval (or,
 * while the database is unreachable, what waited meanwhile, up to
 * MAX_ADDRESS_ITEMS).
 */
import type { Database } from '../../db/client';
import type { ContentTypeValue } from '../../db/schema';
import type { Logger } from '../../logger';
import { DEFAULT_TIME_ZONE } from '@crecer/domain/schedule';
import {
  SearchTally,
  siteDay,
  VisitTally,
  writeSearches,
  writeVisits,
  type SearchHit,
  type VisitHit,
} from '../analytics';
import { startIntervalWorker, type BackgroundWorker } from '../shared/backgroundWorker';
import type { PublicCacheStore } from '../publicCache';
import { itemKey, StoredTotals } from './storedTotals';
import { VIEW_DEDUP_MINUTES, VIEW_WRITE_INTERVAL_MS } from './viewRules';
import { writeViews, type AddressViews } from './writeViews';

/** Address-and-item pairs kept between writes (~0.3 KB each): bounds memory under a flood. */
export const MAX_ADDRESS_ITEMS = 50_000;
/**
 * Visitors kept per address and item between writes. Only the first counts
 * unless it was counted already elsewhere; a script sending a new cookie per
 * call from one address adds nothing past these.
 */
const MAX_VISITORS_PER_ADDRESS_ITEM = 3;
/** Visitors and addresses remembered as counted within the window (~0.15 KB each); the oldest go first. */
const MAX_REMEMBERED = 50_000;
const WINDOW_MS = VIEW_DEDUP_MINUTES * 60_000;

export interface BufferedView {
  contentType: ContentTypeValue;
  contentId: number;
  visitor: string;
  /** The throttle subject: `addressKey(address)|type:id`. */
  subject: string;
}

interface Batch {
  groups: Map<string, AddressViews>;
  /** `type:id|visitor` of every visitor in the batch: one visitor counts once per item, whichever address. */
  visitors: Set<string>;
  /** Likely counts per `type:id` (a new address-and-item pair), for the totals visitors are shown. */
  likely: Map<string, number>;
}

const emptyBatch = (): Batch => ({ groups: new Map(), visitors: new Set(), likely: new Map() });

export class ViewBuffer {
  private batch = emptyBatch();
  /** The batch being written: still counted in `pendingFor` until it has committed. */
  private writing: Batch | null = null;
  private flushing: Promise<number> | null = null;
  /** Bumped when a write starts and when it ends: a read that saw no change saw no write commit. */
  private writes = 0;
  private dropped = 0;
  /** `type:id|visitor` and address subjects the database counted within the window, with when that ends. */
  private readonly counted = new Map<string, number>();
  private readonly totals: StoredTotals;
  /** The site's visits (analytics/), written with the views: a visit stays a memory write. */
  private visits = new VisitTally();
  /** The site's searches (analytics/), written after the visits. */
  private searches = new SearchTally();
  private totalsWrite: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    store: PublicCacheStore,
    public now: () => number = Date.now,
    /** The site's clock (SITE_TIME_ZONE): the day a batch's visits are counted in. */
    private readonly timeZone: string = DEFAULT_TIME_ZONE,
  ) {
    this.totals = new StoredTotals(db, store);
  }

  /**
   * Counts one view of a published item (when due) and returns the total to
   * show: the stored one plus the views this instance has still to write
   * (other instances' are at most one write interval behind). Null when the
   * item is not published.
   */
  record(view: BufferedView, visit?: VisitHit): Promise<number | null> {
    return this.consistentRead(
      () => this.totals.get(view.contentType, view.contentId),
      (stored) => {
        if (stored === null) return null;
        this.add(view);
        if (visit) this.visits.add(visit);
        return stored + this.pendingFor(view.contentType, view.contentId);
      },
    );
  }

  private remembered(key: string): boolean {
    const until = this.counted.get(key);
    return until !== undefined && until > this.now();
  }

  /** Counts a page that is not an article or guide (home, lists, games) for the site's daily totals. */
  recordVisit(visit: VisitHit): void {
    this.visits.add(visit);
  }

  /** Counts a search made on a public list, for 'Búsquedas sin resultados'. */
  recordSearch(search: SearchHit): void {
    this.searches.add(search);
  }

  /** Adds a view to the next write; false when it adds nothing (a repeat in this batch, or the buffer is full). */
  add(view: BufferedView): boolean {
    const item = itemKey(view.contentType, view.contentId);
    const visitorKey = `${item}|${view.visitor}`;
    if (this.batch.visitors.has(visitorKey)) return false;
    const group = this.batch.groups.get(view.subject);
    if (group) {
      if (group.visitors.length >= MAX_VISITORS_PER_ADDRESS_ITEM) return false;
      group.visitors.push(view.visitor);
      this.batch.visitors.add(visitorKey);
      return false;
    }
    if (this.batch.groups.size >= MAX_ADDRESS_ITEMS) {
      this.dropped += 1;
      return false;
    }
    const { contentType, contentId, subject, visitor } = view;
    this.batch.groups.set(subject, { contentType, contentId, subject, visitors: [visitor] });
    this.batch.visitors.add(visitorKey);
    // Written all the same: the database decides. Shown as one more only when it will likely count.
    if (this.remembered(visitorKey) || this.remembered(subject)) return false;
    this.batch.likely.set(item, (this.batch.likely.get(item) ?? 0) + 1);
    return true;
  }

  /** Views of the item waiting here, to add to the stored total a visitor is shown. */
  pendingFor(contentType: ContentTypeValue, contentId: number): number {
    const item = itemKey(contentType, contentId);
    return (this.batch.likely.get(item) ?? 0) + (this.writing?.likely.get(item) ?? 0);
  }

  /**
   * Runs a read of stored totals, then `use` with it in the same turn, so that
   * what the read saw and `pendingFor` agree: no write committed between them
   * (one that did would be counted twice, or not at all). A read that
   * overlapped a write is made again once the write is done.
   */
  async consistentRead<T, R>(read: () => Promise<T>, use: (value: T) => R): Promise<R> {
    for (let attempt = 0; ; attempt += 1) {
      if (this.flushing) await this.flushing.catch(() => 0);
      const before = this.writes;
      const value = await read();
      // Three overlaps in a row is a database slower than the write interval: close enough.
      if ((before === this.writes && !this.flushing) || attempt === 2) return use(value);
    }
  }

  get size(): number {
    return this.batch.groups.size + (this.writing?.groups.size ?? 0);
  }

  /** Writes everything buffered so far; resolves with the number of views counted. One write at a time. */
  flush(): Promise<number> {
    if (this.flushing) return this.flushing.catch(() => 0).then(() => this.flush());
    // Nothing new: still wait for the daily totals being written (a clean shutdown loses none).
    if (this.batch.groups.size === 0 && this.visits.size === 0 && this.searches.size === 0)
      return this.totalsWrite.then(() => 0);
    const writing = (this.writing = this.batch);
    const visits = this.visits;
    const searches = this.searches;
    this.batch = emptyBatch();
    this.visits = new VisitTally();
    this.searches = new SearchTally();
    const day = siteDay(this.now(), this.timeZone);
    this.writes += 1;
    const dropped = this.dropped;
    this.dropped = 0;
    if (dropped > 0) this.logger.warn({ dropped, kept: MAX_ADDRESS_ITEMS }, 'view buffer full; views dropped');
    if (visits.dropped > 0) this.logger.warn({ dropped: visits.dropped }, 'visit tally full; visits dropped');
    if (searches.dropped > 0) this.logger.warn({ dropped: searches.dropped }, 'search tally full; searches dropped');
    const started = performance.now();
    const views = writeViews(this.db, [...writing.groups.values()])
      .then((written) => {
        const ms = Math.round(performance.now() - started);
        this.logger.debug({ counted: written.counted, pairs: writing.groups.size, ms }, 'views written');
        this.totals.forget(written.items);
        this.remember(written.known);
        return written;
      })
      .catch((error: unknown) => {
        this.restore(writing);
        visits.merge(this.visits);
        this.visits = visits;
        visits.dropped = 0;
        searches.merge(this.searches);
        this.searches = searches;
        searches.dropped = 0;
        throw error;
      })
      .finally(() => {
        this.writing = null;
        this.flushing = null;
        this.writes += 1;
      });
    // A visit waits for this write only (consistentRead): the daily totals follow in their own transaction.
    this.flushing = views.then(({ counted }) => counted);
    const totals = views.then(({ counts }) => this.writeDailyTotals(day, visits, counts, searches));
    return Promise.all([this.flushing, totals]).then(([counted]) => counted);
  }

  /**
   * Adds a batch's visits, then its searches, to the daily totals
   * (analytics/), one batch at a time. A failure is logged and the batch's
   * visits or searches are not retried: the views themselves are written, only
   * a few seconds of daily totals are lost.
   */
  private writeDailyTotals(
    day: string,
    visits: VisitTally,
    counts: ReadonlyMap<string, number>,
    searches: SearchTally,
  ): Promise<void> {
    this.totalsWrite = this.totalsWrite
      .then(() => writeVisits(this.db, day, visits, counts))
      .catch((error: unknown) => this.logger.error({ err: error }, 'daily visit totals not written'))
      .then(() => writeSearches(this.db, day, searches))
      .catch((error: unknown) => this.logger.error({ err: error }, 'daily searches not written'));
    return this.totalsWrite;
  }

  private remember(keys: readonly string[]): void {
    const until = this.now() + WINDOW_MS;
    for (const key of keys) {
      // Re-inserted, so the Map's order stays oldest first.
      this.counted.delete(key);
      this.counted.set(key, until);
    }
    for (const oldest of this.counted.keys()) {
      if (this.counted.size <= MAX_REMEMBERED) break;
      this.counted.delete(oldest);
    }
  }

  /** Puts a batch that failed to write back in front of what came meanwhile, within the same bounds. */
  private restore(failed: Batch): void {
    const newer = this.batch;
    this.batch = failed;
    for (const group of newer.groups.values())
      for (const visitor of group.visitors)
        this.add({ contentType: group.contentType, contentId: group.contentId, subject: group.subject, visitor });
  }
}

/** Writes the buffer every interval in the server process (the last write is runtime.close's). */
export function startViewWriter(
  buffer: ViewBuffer,
  logger: Logger,
  intervalMs = VIEW_WRITE_INTERVAL_MS,
): BackgroundWorker {
  return startIntervalWorker({
    name: 'view writer',
    intervalMs,
    logger,
    pass: async () => void (await buffer.flush()),
  });
}
