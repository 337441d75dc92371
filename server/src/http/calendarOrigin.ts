/**
 * The origin of the configured appointment calendar: the only host the CSP's
 * frame-src allows (http/security.ts). Every HTML answer needs it, so it must
 * cost nothing per request and must never hold an answer up when the database
 * is away (/healthz answers through the same headers).
 *
 * - While the page cache's signal listens, it is read through the kept site
 *   configuration (services/siteConfig/effective.ts): served from memory and
 *   dropped by the same change signal that drops the pages, so a calendar
 *   change reaches the CSP on the very next request, on every instance.
 * - Without the signal (the listening connection lost,
 *   usually because the database is down) the last origin known is answered at
 *   once and refreshed in the background, one read at a time, at most once
 *   per RECHECK_MS. Reading on every answer then would take pool connections
 *   from /healthz's own ping while the database refuses them
 *   (server/test/reliability.test.ts).
 * - No answer waits more than ANSWER_WITHIN_MS for a read: past that it gets
 *   the origin known (none, before the first read settles).
 */
import type { PublicSiteConfig } from '../services/siteConfig';

const CALENDAR_KEY = 'about_me_calendar_url';

/** How often the origin is read again while changes can't be heard. */
export const RECHECK_MS = 60_000;

/**
 * The longest an answer waits for the origin. A read meeting a database that
 * refuses connections took 120 s (postgres.js's connect timeout, once per
 * retried connection): no answer may wait on that.
 */
export const ANSWER_WITHIN_MS = 1_000;

/** Only an https calendar may be framed. */
function httpsOrigin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin.startsWith('https://') ? origin : null;
  } catch {
    return null;
  }
}

export function calendarOriginSource(
  siteConfig: PublicSiteConfig,
  signal: { readonly listening: boolean },
  now: () => number = Date.now,
): () => Promise<string | null> {
  let known: { origin: string | null; at: number } | null = null;
  let reading: Promise<string | null> | null = null;

  const read = (): Promise<string | null> =>
    siteConfig([CALENDAR_KEY]).then(
      ([entry]) => {
        known = { origin: httpsOrigin(entry?.value), at: now() };
        return known.origin;
      },
      // A failed read keeps what was known (none at first) until the next recheck.
      () => {
        known = { origin: known?.origin ?? null, at: now() };
        return known.origin;
      },
    );

  const readOnce = (): Promise<string | null> => {
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  };

  /** A read that has not settled within ANSWER_WITHIN_MS answers the origin known meanwhile. */
  const within = (pending: Promise<string | null>): Promise<string | null> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string | null>((resolve) => {
      timer = setTimeout(() => {
        known ??= { origin: null, at: now() };
        resolve(known.origin);
      }, ANSWER_WITHIN_MS);
    });
    return Promise.race([pending, late]).finally(() => clearTimeout(timer));
  };

  return async () => {
    // Exact: the kept read answers from memory until a change drops it, then shares one read.
    if (signal.listening) return within(read());
    // Nothing known yet: one read, shared by whoever asks meanwhile.
    if (!known) return within(readOnce());
    if (now() - known.at >= RECHECK_MS) void readOnce();
    return known.origin;
  };
}
