/**
 * Section 13: what the access line (one pino line per request, with its request id,
 * server/src/http/requestLog.ts) costs where it weighs most: the anonymous page cache,
 * which answers an article page without Express, Apollo or the database. The same page,
 * from two servers on the same seeded PGlite content, one at production's log level
 * (`info`: every request logged, to /dev/null) and one at `error` (no access line), their
 * rounds taken in turn (a, b, a, b, …) so the machine's drift does not skew the ratio.
 *
 * Load: 10 requests in flight over keep-alive, 2 s warm-up and 5 s measured per round,
 * 3 rounds (BENCH_SSR_ROUNDS); the median round is reported.
 */
import { runLoad } from './load';
import type { LoadResult } from './loadClient';
import { int, medianBy, ms, type FigureSink } from './report';
import { graphql, startApp, type BenchApp } from './servers';

const ROUNDS = Number(process.env.BENCH_SSR_ROUNDS ?? 3);
/** The access line may cost at most a tenth of a cached page's rate. */
const TARGET = 0.9;

function round(url: string): Promise<LoadResult> {
  return runLoad({
    url,
    method: 'GET',
    body: '',
    headers: {},
    concurrency: 10,
    warmupSeconds: 2,
    durationSeconds: 5,
  });
}

function median(rounds: LoadResult[]): LoadResult {
  return medianBy(rounds, (round) => round.requestsPerSecond);
}

async function articlePath(app: BenchApp): Promise<string> {
  const data = await graphql<{ articles: { items: { id: string }[] } }>(
    app.url,
    'query { articles(input: { page: 1 }) { items { id } } }',
  );
  const id = data.articles.items[0]?.id;
  if (!id) throw new Error('the seeded site has no article');
  return `/articulos/${id}`;
}

export async function accessLogSection(sink: FigureSink): Promise<void> {
  const logged = await startApp({ serveWeb: true, logLevel: 'info' });
  const quiet = await startApp({ serveWeb: true, logLevel: 'error' });
  try {
    const paths = [await articlePath(logged), await articlePath(quiet)];
    const urls = [`${logged.url}${paths[0]}`, `${quiet.url}${paths[1]}`];
    for (const url of urls) {
      const first = await fetch(url);
      await first.text();
      const again = await fetch(url);
      await again.text();
      if (again.headers.get('x-cache') !== 'HIT') throw new Error(`${url} is not answered from the page cache`);
    }
    const rounds: LoadResult[][] = [[], []];
    for (let i = 0; i < ROUNDS; i += 1) for (const [j, url] of urls.entries()) rounds[j]!.push(await round(url));
    const [withLine, without] = rounds.map(median) as [LoadResult, LoadResult];
    sink.add(
      'cached article page, access line on (LOG_LEVEL=info)',
      `${int(withLine.requestsPerSecond)} req/s, p50 ${ms(withLine.latenciesMs.p50)}, p99 ${ms(withLine.latenciesMs.p99)}`,
    );
    sink.add(
      'cached article page, no access line (LOG_LEVEL=error)',
      `${int(without.requestsPerSecond)} req/s, p50 ${ms(without.latenciesMs.p50)}, p99 ${ms(without.latenciesMs.p99)}`,
    );
    const ratio = withLine.requestsPerSecond / without.requestsPerSecond;
    sink.add('logged / unlogged', `${ratio.toFixed(2)}×`, `≥ ${TARGET}×`, ratio >= TARGET);
  } finally {
    await logged.close();
    await quiet.close();
  }
}
