/**
 * The cached-page baseline measured by autocannon, an instrument this
 * project did not write, beside the bench's own visit client: a ratio to
 * cached pages is only honest when the client that measured them was not the
 * bottleneck (an earlier baseline was the bench client's ~2,000 req/s against
 * autocannon's 7,400-8,200 on the same pages). The same weighted page mix,
 * connections shared among the instances as the visit client shares them.
 */
import autocannon, { type AutocannonRequest } from 'autocannon';
import type { VisitPage } from './visitClient';
import { LANDING_SOURCES, RECORD_VIEW, RECORD_VISIT } from './visitRequests';

/** Paths in one cycle of requests: enough for each page its weight's share. */
const CYCLE = 200;

export interface AutocannonPagesResult {
  pagesPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** A cycle of paths in which each page appears in proportion to its weight, interleaved. */
export function weightedCycle(pages: readonly VisitPage[], size = CYCLE): string[] {
  const total = pages.reduce((sum, page) => sum + page.weight, 0);
  const paths: string[] = [];
  const credit = pages.map(() => 0);
  for (let n = 0; n < size; n += 1) {
    // Smooth weighted round robin: each page earns its weight; the richest is sent and pays the total.
    pages.forEach((page, i) => (credit[i]! += page.weight));
    const richest = credit.indexOf(Math.max(...credit));
    credit[richest]! -= total;
    paths.push(pages[richest]!.path);
  }
  return paths;
}

type LoadOptions = { concurrency: number; warmupSeconds: number; durationSeconds: number };

/**
 * Warm-up then measured run of `requestsFor(instance)` on every instance at
 * once, connections shared among them; rates are per `requestsPerUnit`
 * requests (a page: 1; a visit, page and beacon: 2).
 */
async function measure(
  instances: readonly string[],
  requestsFor: (url: string) => AutocannonRequest[],
  options: LoadOptions,
  requestsPerUnit: number,
): Promise<AutocannonPagesResult> {
  const perInstance = Math.max(1, Math.round(options.concurrency / instances.length));
  const requests = new Map(instances.map((url) => [url, requestsFor(url)]));
  const run = (duration: number) =>
    Promise.all(
      instances.map((url) => autocannon({ url, connections: perInstance, duration, requests: requests.get(url) })),
    );
  await run(options.warmupSeconds);
  const results = await run(options.durationSeconds);
  const requestsTotal = results.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = Math.max(...results.map((r) => r.duration));
  return {
    pagesPerSecond: requestsTotal / requestsPerUnit / seconds,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  };
}

export async function autocannonPages(
  instances: readonly string[],
  pages: readonly VisitPage[],
  options: LoadOptions,
): Promise<AutocannonPagesResult> {
  const requests = weightedCycle(pages).map((path) => ({ method: 'GET', path }));
  return measure(instances, () => requests, options, 1);
}

/**
 * Visits as a browser makes them, driven by autocannon too: each is the page,
 * then its beacon (RecordView on an article, RecordVisit elsewhere) with where
 * it came from, each visit from its own address and without cookies (a
 * first visit from a shared link). Ratings, messages and the owner's edits
 * are the bench client's alone (real.ts). Rates are visits a second.
 */
export async function autocannonVisits(
  instances: readonly string[],
  pages: readonly VisitPage[],
  options: LoadOptions,
): Promise<AutocannonPagesResult> {
  const articleOf = new Map(pages.map((page) => [page.path, page.articleId]));
  const visits = weightedCycle(pages).map((path, n) => {
    const address = `10.${(n >> 8) & 255}.${n & 255}.${1 + (n % 250)}`;
    const source = LANDING_SOURCES[n % LANDING_SOURCES.length];
    const articleId = articleOf.get(path);
    const beacon = articleId
      ? {
          operationName: 'RecordView',
          query: RECORD_VIEW,
          variables: { contentType: 'ARTICLE', id: articleId, source },
        }
      : { operationName: 'RecordVisit', query: RECORD_VISIT, variables: { path, source } };
    return { path, address, body: JSON.stringify(beacon) };
  });
  const requestsFor = (url: string): AutocannonRequest[] => {
    const origin = new URL(url).origin;
    return visits.flatMap(({ path, address, body }): AutocannonRequest[] => [
      { method: 'GET', path, headers: { 'x-forwarded-for': address } },
      {
        method: 'POST',
        path: '/graphql',
        headers: {
          'content-type': 'application/json',
          'apollo-require-preflight': 'true',
          origin,
          'x-forwarded-for': address,
        },
        body,
      },
    ]);
  };
  return measure(instances, requestsFor, options, 2);
}
