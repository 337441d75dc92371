/**
 * Section 1: requests/s and p99 of the articles-list query through the full
 * server (Apollo on node:http + Drizzle on Postgres) against a bare node:http
 * handler running the same SQL. The ratio says what the framework costs; a
 * third server, Apollo on node:http answering from a constant, shows how much
 * of that cost no application code can remove.
 */
import { isDeepStrictEqual } from 'node:util';
import { startBaselineServer } from './baselineServer';
import { startFrameworkFloorServer } from './frameworkFloor';
import { runLoad } from './load';
import type { LoadConfig, LoadResult } from './loadClient';
import { int, log, ms, type FigureSink } from './report';
import { createScratchDatabase, startApp } from './servers';

export const LIST_SELECTION = `totalCount pageCount items { id title summary imageUrl createdAt views isFeatured categoryPosition showViews showRatings averageRating ratingCount category { id name } }`;

/** The query the articles page sends (page 1, default page size). */
export const ARTICLES_LIST_QUERY = `query ArticlesList { articles(input: { page: 1 }) { ${LIST_SELECTION} } }`;

/** The same selection with an explicit page size (section 2). */
export const ARTICLES_LIST_SIZED_QUERY = `query ArticlesListSized($pageSize: Int) { articles(input: { page: 1, pageSize: $pageSize }) { ${LIST_SELECTION} } }`;

const CONCURRENCY = 32;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 8;

const REQUEST_BODY = JSON.stringify({ query: ARTICLES_LIST_QUERY, operationName: 'ArticlesList' });

async function fetchList(url: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: REQUEST_BODY,
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

function loadConfig(url: string): LoadConfig {
  return {
    url,
    body: REQUEST_BODY,
    headers: { 'content-type': 'application/json' },
    concurrency: CONCURRENCY,
    warmupSeconds: WARMUP_SECONDS,
    durationSeconds: DURATION_SECONDS,
  };
}

interface Measured extends LoadResult {
  /**
   * CPU time of this process (where the measured server runs; the load
   * generator is a child) per answer. On a small machine the load generator
   * and Postgres take cores too, so requests/s mixes in their cost; this does not.
   */
  cpuMsPerRequest: number;
}

async function measure(url: string): Promise<Measured> {
  const before = process.cpuUsage();
  const result = await runLoad(loadConfig(url));
  const used = process.cpuUsage(before);
  return { ...result, cpuMsPerRequest: (used.user + used.system) / 1000 / Math.max(1, result.allAnswers) };
}

function describe(label: string, result: Measured): void {
  const l = result.latenciesMs;
  log(
    `${label}: ${int(result.requestsPerSecond)} req/s, ${int(result.requests)} ok, ${result.errors} errors, ` +
      `p50 ${ms(l.p50)}, p90 ${ms(l.p90)}, p99 ${ms(l.p99)}, max ${ms(l.max)}, ` +
      `server CPU ${result.cpuMsPerRequest.toFixed(3)} ms per request`,
  );
}

export async function throughputSection(sink: FigureSink): Promise<void> {
  const scratch = await createScratchDatabase('throughput');
  try {
    const app = await startApp({ databaseUrl: scratch.url });
    const baseline = await startBaselineServer(scratch.url);
    try {
      const fromApp = await fetchList(`${app.url}/graphql`);
      const fromBaseline = await fetchList(`${baseline.url}/graphql`);
      const same = isDeepStrictEqual(fromApp, fromBaseline);
      if (!same) {
        log(`app:      ${JSON.stringify(fromApp).slice(0, 400)}`);
        log(`baseline: ${JSON.stringify(fromBaseline).slice(0, 400)}`);
      }
      sink.add('Baseline returns the same JSON as the app', same ? 'yes' : 'no', 'yes', same);
      log(
        `load: ${CONCURRENCY} requests in flight, keep-alive, ${WARMUP_SECONDS} s warm-up + ${DURATION_SECONDS} s measured`,
      );

      const baselineResult = await measure(`${baseline.url}/graphql`);
      describe('node:http + postgres', baselineResult);
      const appResult = await measure(`${app.url}/graphql`);
      describe('full server (GraphQL)', appResult);

      const ratio = appResult.requestsPerSecond / baselineResult.requestsPerSecond;
      sink.add('Full server: articles list throughput', `${int(appResult.requestsPerSecond)} req/s`);
      sink.add('Full server: articles list p99', ms(appResult.latenciesMs.p99));
      sink.add('Baseline node:http + SQL: throughput', `${int(baselineResult.requestsPerSecond)} req/s`);
      sink.add('Baseline node:http + SQL: p99', ms(baselineResult.latenciesMs.p99));
      sink.add('Full server: CPU per request', `${appResult.cpuMsPerRequest.toFixed(3)} ms`);
      sink.add('Baseline: CPU per request', `${baselineResult.cpuMsPerRequest.toFixed(3)} ms`);
      sink.add('Full server / baseline throughput', `${(ratio * 100).toFixed(1)} %`, '≥ 80 %', ratio >= 0.8);
      const errors = appResult.errors + baselineResult.errors;
      sink.add('Failed requests during load', String(errors), '0', errors === 0);

      const floor = await startFrameworkFloorServer((fromApp as { data: { articles: unknown } }).data.articles);
      try {
        const fromFloor = await fetchList(`${floor.url}/graphql`);
        const floorSame = isDeepStrictEqual(fromFloor, fromApp);
        sink.add('Framework floor returns the same JSON as the app', floorSame ? 'yes' : 'no', 'yes', floorSame);
        const floorResult = await measure(`${floor.url}/graphql`);
        describe('framework floor (Apollo on node:http, constant answer, no SQL)', floorResult);
        const floorRatio = floorResult.requestsPerSecond / baselineResult.requestsPerSecond;
        sink.add('Framework floor: throughput', `${int(floorResult.requestsPerSecond)} req/s`);
        sink.add('Framework floor / baseline throughput', `${(floorRatio * 100).toFixed(1)} %`);
        sink.add('Full server / framework floor throughput', `${((ratio / floorRatio) * 100).toFixed(1)} %`);
        sink.add('Framework floor: CPU per request', `${floorResult.cpuMsPerRequest.toFixed(3)} ms`);
        // A server on this stack runs Apollo's pipeline (the floor) and the baseline's SQL.
        // Both figures include parsing the HTTP request and writing JSON, which a real
        // server does once, so the true ceiling is a few points above this estimate.
        const ceiling = baselineResult.cpuMsPerRequest / (floorResult.cpuMsPerRequest + baselineResult.cpuMsPerRequest);
        sink.add('Estimated ceiling by CPU: baseline / (floor + baseline)', `${(ceiling * 100).toFixed(1)} %`);
      } finally {
        await floor.close();
      }
    } finally {
      await baseline.close();
      await app.close();
    }
  } finally {
    await scratch.drop();
  }
}
