/**
 * Section 14: real traffic (issue #33). Readers from many addresses, each a
 * page then, on an article, its `recordView`; 1 % of visits also rate, 0.5 %
 * write to the owner, and the owner edits an article every 30 s
 * (realSite.ts, visitClient.ts). Against it, in the same interleaved rounds:
 * the same pages alone (the cached-page baseline), and Ghost's post page
 * when BENCH_GHOST_URL names one. On Postgres with 2 instances (requests in
 * turn, as Caddy's round robin) and on PGlite with 1, the compiled server in
 * production mode behind TRUST_PROXY=1 (appProcesses.ts).
 *
 * The target's ratio takes both sides from autocannon (visits: the page, then
 * its beacon; autocannonPages.ts): the bench client reaches ~0.6× autocannon's
 * rate, so a ratio across the two clients measured the client.
 *
 * Rounds: BENCH_REAL_ROUNDS (3) of 2 s warm-up + BENCH_REAL_SECONDS (10)
 * measured, BENCH_REAL_CONCURRENCY (10) visitors at a time; the median round
 * of each kind is reported. Ratios are what to read.
 */
import { COUNTER_REFRESH_MS } from '../server/src/services/publicCache';
import { VIEW_WRITE_INTERVAL_MS } from '../server/src/services/views';
import { startAppProcesses, type AppProcess } from './appProcesses';
import { autocannonPages, autocannonVisits, type AutocannonPagesResult } from './autocannonPages';
import { isBuilt } from './compiledServer';
import { ghostPages, type GhostPages } from './ghost';
import { runLoad } from './load';
import type { LoadResult } from './loadClient';
import { CONTACT_SHARE, PAGE_MIX, RATE_SHARE, totalViews } from './realSite';
import { prepareTraffic } from './realTraffic';
import { int, log, medianBy, SkipSection, type FigureSink } from './report';
import { createScratchDatabase } from './servers';
import type { VisitResult } from './visitClient';

const ROUNDS = Number(process.env.BENCH_REAL_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_REAL_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_REAL_CONCURRENCY ?? 10);
const WARMUP_SECONDS = 2;

/** Issue #33's targets. */
const VISITS_TARGET = 0.3;
const HIT_TARGET = 0.9;
const VIEW_TARGET = 2;

const GHOST_VIEWS_NOTE = 'Ghost counts no views server-side: a Ghost visit is its page only';

interface Round {
  real: VisitResult;
  cached: VisitResult;
  /** The same cached pages measured by autocannon, so the baseline is not the bench client's limit. */
  tool: AutocannonPagesResult;
  /** Visits (page, then beacon) by autocannon: the same instrument on both sides of the target's ratio. */
  toolVisits: AutocannonPagesResult;
  ghost: LoadResult | null;
}

const perSecond = (count: number, result: VisitResult) => count / result.seconds;
const hitRatio = (result: VisitResult) => result.hits / Math.max(1, result.pages);
const msPair = (p50: number, p99: number) => `${p50.toFixed(1)} / ${p99.toFixed(1)} ms`;

function describeRound(n: number, round: Round): string {
  const { real, cached, ghost } = round;
  return (
    `round ${n}: real ${int(perSecond(real.visits, real))} visits/s (HIT ${hitRatio(real).toFixed(2)}, ` +
    `page p50 ${real.pageMs.p50.toFixed(1)} ms, view p50 ${real.viewMs.p50.toFixed(1)} ms, ` +
    `${real.edits} edits, ${Object.values(real.errors).reduce((a, b) => a + b, 0)} errors); ` +
    `cached ${int(perSecond(cached.pages, cached))} pages/s (p50 ${cached.pageMs.p50.toFixed(1)} ms, ` +
    `${cached.errors.page} errors); autocannon ${int(round.tool.pagesPerSecond)} pages/s, ` +
    `${int(round.toolVisits.pagesPerSecond)} visits/s` +
    (ghost ? `; Ghost's post page ${int(ghost.requestsPerSecond)} pages/s` : '')
  );
}

function memoryLine(instances: readonly AppProcess[]): string {
  return instances
    .map((instance) => {
      const m = instance.memory();
      return `${instance.name} ${m.rssMb.toFixed(0)} MB (peak ${m.peakMb.toFixed(0)} MB, heap ${m.heapUsedMb.toFixed(0)} of ${m.heapTotalMb.toFixed(0)} MB)`;
    })
    .join('; ');
}

async function measureSetup(
  sink: FigureSink,
  label: string,
  count: number,
  databaseUrl: string | undefined,
  ghost: GhostPages | null,
): Promise<void> {
  const app = await startAppProcesses(count, databaseUrl);
  try {
    const traffic = await prepareTraffic(app.instances);
    log(`${label}: ${traffic.articles} published articles; instances ${app.instances.map((i) => i.url).join(', ')}`);
    const options = { concurrency: CONCURRENCY, warmupSeconds: WARMUP_SECONDS, durationSeconds: SECONDS };
    const viewsBefore = await totalViews(app.instances[0]!.url);
    const rounds: Round[] = [];
    for (let n = 1; n <= ROUNDS; n += 1) {
      const real = await traffic.run({ ...options, pagesOnly: false });
      const cached = await traffic.run({ ...options, pagesOnly: true });
      const tool = await autocannonPages(traffic.urls, traffic.pages, options);
      const toolVisits = await autocannonVisits(traffic.urls, traffic.pages, options);
      const ghostRound = ghost
        ? await runLoad({ url: ghost.post, method: 'GET', body: '', headers: {}, ...options })
        : null;
      for (const instance of app.instances) instance.assertRunning();
      rounds.push({ real, cached, tool, toolVisits, ghost: ghostRound });
      log(describeRound(n, rounds[rounds.length - 1]!));
    }
    // Views are written every VIEW_WRITE_INTERVAL_MS and cached pages and reads show them within COUNTER_REFRESH_MS.
    await new Promise((resolve) => setTimeout(resolve, VIEW_WRITE_INTERVAL_MS + COUNTER_REFRESH_MS + 1_000));
    const counted = (await totalViews(app.instances[0]!.url)) - viewsBefore;
    const answered = rounds.reduce((sum, round) => sum + round.real.viewsAnswered, 0);
    const real = medianBy(
      rounds.map((r) => r.real),
      (r) => perSecond(r.visits, r),
    );
    const cached = medianBy(
      rounds.map((r) => r.cached),
      (r) => perSecond(r.pages, r),
    );
    const tool = medianBy(
      rounds.map((r) => r.tool),
      (r) => r.pagesPerSecond,
    );
    // The faster client's rate is the baseline: a slower one would flatter the ratio.
    const cachedRate = Math.max(perSecond(cached.pages, cached), tool.pagesPerSecond);
    const errors = Object.entries(real.errors).filter(([, n]) => n > 0);
    sink.add(
      `${label}: real visits (a page, then its recordView)`,
      `${int(perSecond(real.visits, real))} visits/s, ${int(perSecond(real.pages, real))} pages/s, ` +
        `${int(perSecond(real.views, real))} views/s; page p50/p99 ${msPair(real.pageMs.p50, real.pageMs.p99)}, ` +
        `view ${msPair(real.viewMs.p50, real.viewMs.p99)}; ${real.ratings} ratings, ${real.contacts} messages, ` +
        `${real.edits} edits in that round; errors: ${errors.length ? errors.map(([kind, n]) => `${n} ${kind}`).join(', ') : 'none'}`,
    );
    sink.add(
      `${label}: cached page GETs alone (same pages, same rounds)`,
      `${int(perSecond(cached.pages, cached))} pages/s, p50/p99 ${msPair(cached.pageMs.p50, cached.pageMs.p99)}, ` +
        `HIT ${hitRatio(cached).toFixed(3)}`,
    );
    sink.add(
      `${label}: cached page GETs by autocannon (same mix, same rounds)`,
      `${int(tool.pagesPerSecond)} pages/s, p50/p99 ${tool.p50} / ${tool.p99} ms, ${tool.non2xx} non-2xx, ${tool.errors} errors; ` +
        `the bench client's rate is ${(perSecond(cached.pages, cached) / tool.pagesPerSecond).toFixed(2)}× autocannon's`,
    );
    if (ghost) {
      const g = medianBy(
        rounds.map((r) => r.ghost!),
        (r) => r.requestsPerSecond,
      );
      sink.add(
        `${label}: Ghost's post page, same rounds (${GHOST_VIEWS_NOTE})`,
        `${int(g.requestsPerSecond)} pages/s, p50/p99 ${msPair(g.latenciesMs.p50, g.latenciesMs.p99)}`,
      );
      sink.add(
        `${label}: real visits / Ghost's post page GETs`,
        `${(perSecond(real.visits, real) / g.requestsPerSecond).toFixed(2)}×`,
      );
    } else {
      log(`${label}: no Ghost rounds (BENCH_GHOST_URL unset or not answering).`);
    }
    sink.add(
      `${label}: real visits (bench client, with ratings, messages, edits) / cached page GETs (the faster client's)`,
      `${(perSecond(real.visits, real) / cachedRate).toFixed(2)}×; the bench client's own cached rate gives ` +
        `${(perSecond(real.visits, real) / perSecond(cached.pages, cached)).toFixed(2)}×`,
    );
    // The target's ratio: one instrument, not this project's, on both sides (a slower client on one side
    // would bound that side: the bench client reaches ~0.6× autocannon's rate on cached pages).
    const toolVisits = medianBy(
      rounds.map((r) => r.toolVisits),
      (r) => r.pagesPerSecond,
    );
    sink.add(
      `${label}: visits by autocannon (a page, then its beacon, each from its own address)`,
      `${int(toolVisits.pagesPerSecond)} visits/s, p50/p99 ${toolVisits.p50} / ${toolVisits.p99} ms, ` +
        `${toolVisits.non2xx} non-2xx, ${toolVisits.errors} errors`,
    );
    const visitsRatio = toolVisits.pagesPerSecond / tool.pagesPerSecond;
    sink.add(
      `${label}: visits / cached page GETs, both by autocannon`,
      `${visitsRatio.toFixed(2)}×`,
      `≥ ${VISITS_TARGET}×`,
      visitsRatio >= VISITS_TARGET && toolVisits.non2xx === 0 && toolVisits.errors === 0,
    );
    const hits = hitRatio(real);
    sink.add(`${label}: X-Cache HIT ratio under real visits`, hits.toFixed(3), `≥ ${HIT_TARGET}`, hits >= HIT_TARGET);
    const viewRatio = real.viewMs.p50 / cached.pageMs.p50;
    sink.add(
      `${label}: recordView p50 / cached page p50`,
      `${viewRatio.toFixed(2)}×`,
      `≤ ${VIEW_TARGET}×`,
      viewRatio <= VIEW_TARGET,
    );
    // Read at once: a design that counts views later shows fewer here, by at most its interval's worth.
    sink.add(
      `${label}: views counted by the server (read after the counters' bound) / recordView answers`,
      `${counted} / ${answered}`,
    );
    sink.add(`${label}: resident memory per instance after the rounds`, memoryLine(app.instances));
  } finally {
    await app.close();
  }
}

export async function realSection(sink: FigureSink): Promise<void> {
  if (process.platform !== 'linux') throw new SkipSection('reads /proc: Linux only');
  if (!isBuilt()) throw new SkipSection('run `npm run build` first (the compiled server and web app are measured)');
  log(
    `load: ${CONCURRENCY} visitors at a time, each from its own address (X-Forwarded-For, TRUST_PROXY=1), keep-alive; ` +
      `${ROUNDS} rounds of ${WARMUP_SECONDS} s warm-up + ${SECONDS} s, real / cached / Ghost in turn; median round`,
  );
  log(
    `mix: ${PAGE_MIX.articles * 100} % article pages (every published one alike, each then its recordView), ` +
      `${PAGE_MIX.home * 100} % home, ${PAGE_MIX.list * 100} % /articulos; ${RATE_SHARE * 100} % of visits rate, ` +
      `${CONTACT_SHARE * 100} % send a message; the owner edits an article's summary every 30 s`,
  );
  const ghost = await ghostPages();
  const scratch = await createScratchDatabase('real');
  try {
    await measureSetup(sink, 'Postgres, 2 instances', 2, scratch.url, ghost);
  } finally {
    await scratch.drop();
  }
  await measureSetup(sink, 'PGlite, 1 instance', 1, undefined, ghost);
}
