/**
 * The anonymous page cache of one instance, kept current by Postgres: every
 * change to a table public pages show is announced on the 'public_cache'
 * channel by a trigger (the rules: cacheRules.ts; the SQL: triggerSql.ts) and reaches
 * every instance that listens, PGlite's single process included.
 *
 * Counters are the exception: a change to views or rating totals alone
 * (`counters` in the notification) is applied COUNTER_REFRESH_MS after it
 * arrives, with every other counter change that arrived meanwhile, rather
 * than at once. On a shared article every view and
 * rating dropped its page, /articulos and home on every instance, and the
 * next visitor rendered them again: under real traffic the cache gave
 * nothing. A counter on a cached page is now at most COUNTER_REFRESH_MS
 * behind the database (and a view reaches the database within
 * VIEW_WRITE_INTERVAL_MS: views/viewBuffer.ts); everything else still shows on
 * the very next request.
 *
 * Never stale, by construction:
 * - nothing is served or stored until the instance listens; everything goes
 *   the moment the listening connection closes, and nothing is served again
 *   until it listens again (what was sent meanwhile is lost);
 * - a heartbeat sends itself a notification every few seconds: when it does
 *   not come back (a connection that died without closing), the same;
 * - after a mutation, `settle()` waits for a notification it sends itself to
 *   come back. Postgres delivers notifications in commit order, so by then
 *   every change the mutation committed has been applied here, before its
 *   answer leaves; the other instances got theirs from the same commit.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle, Unlisten } from '../../db/client';
import type { Logger } from '../../logger';
import { PublicCacheStore } from './store';
import { invalidationFor, parseTableChange } from './tags';

/** How long a counter on a cached page may lag the database; each item is dropped at most once per interval. */
export const COUNTER_REFRESH_MS = 5_000;

export const PUBLIC_CACHE_CHANNEL = 'public_cache';

/** How often the listening connection proves it still delivers. */
const HEARTBEAT_MS = 5_000;
/** A notification to oneself that takes longer than this means the listener is gone. */
const ECHO_TIMEOUT_MS = 2_000;
/** No answer is kept longer, whatever happens (a safety net; invalidation is what keeps answers current). */
export const PUBLIC_CACHE_MAX_AGE_MS = 10 * 60 * 1000;

export interface PublicCache {
  store: PublicCacheStore;
  /** Resolves once every change committed before the call has been applied to this instance's cache. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

export interface PublicCacheOptions {
  database: DatabaseHandle;
  logger: Logger;
  maxBytes: number;
  /** COUNTER_REFRESH_MS unless a test wants it shorter. */
  counterRefreshMs?: number;
}

export async function startPublicCache({
  database,
  logger,
  maxBytes,
  counterRefreshMs = COUNTER_REFRESH_MS,
}: PublicCacheOptions): Promise<PublicCache> {
  // With no memory for pages (PAGE_CACHE_MB=0) the signal still listens: the kept reads
  // (keptRead.ts: the site configuration, view totals, the calendar origin) ride on it, so a
  // render costs what a real cache miss costs, not one extra query per kept read.
  const store = new PublicCacheStore({ maxBytes, maxAgeMs: PUBLIC_CACHE_MAX_AGE_MS });

  const echoes = new Map<string, () => void>();
  /** Tags of items whose counters changed since the last refresh. */
  const staleCounters = new Set<string>();
  const onMessage = (payload: string) => {
    const echo = echoes.get(payload);
    if (echo) return echo();
    if (payload.startsWith('echo:')) return;
    const change = parseTableChange(payload);
    const invalidation = invalidationFor(change);
    if (change?.counters && invalidation !== 'all') {
      for (const tag of invalidation) staleCounters.add(tag);
      // The first stale counter starts the wait; those arriving meanwhile join it.
      counterRefresh ??= setTimeout(refreshCounters, counterRefreshMs).unref();
    } else store.invalidate(invalidation);
  };
  let counterRefresh: NodeJS.Timeout | undefined;
  const refreshCounters = () => {
    counterRefresh = undefined;
    const tags = [...staleCounters];
    staleCounters.clear();
    store.invalidate(tags);
  };
  const events = {
    onConnected: () => store.setListening(true),
    onLost: () => store.setListening(false),
  };
  const listen = () => database.listen(PUBLIC_CACHE_CHANNEL, onMessage, events);
  let unlisten: Unlisten | null = null;
  try {
    unlisten = await listen();
  } catch (error) {
    // Pages are then rendered for every request, as without a cache; the heartbeat tries again.
    logger.warn({ err: error }, 'the page cache could not listen for changes; serving uncached');
  }

  /** Sends a notification to this instance and waits for it; false when it did not come back in time. */
  const echo = async (): Promise<boolean> => {
    const token = `echo:${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      echoes.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), ECHO_TIMEOUT_MS);
    });
    try {
      await database.notify(PUBLIC_CACHE_CHANNEL, token);
      return await arrived;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      echoes.delete(token);
    }
  };

  let stopped = false;
  const heartbeat = setInterval(() => {
    void (async () => {
      if (!unlisten) {
        try {
          unlisten = await listen();
        } catch {
          return;
        }
      }
      if (stopped) return;
      const heard = await echo();
      if (stopped) return;
      // Heard again after a loss: start afresh (setListening empties the cache either way).
      if (heard && !store.listening) store.setListening(true);
      else if (!heard && store.listening) {
        logger.warn('the page cache stopped hearing changes; serving uncached until it hears them again');
        store.setListening(false);
      }
    })();
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    store,
    async settle() {
      if (store.listening && !(await echo())) store.setListening(false);
    },
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      clearTimeout(counterRefresh);
      store.setListening(false);
      await unlisten?.().catch(() => undefined);
    },
  };
}
