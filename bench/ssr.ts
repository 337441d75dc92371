/**
 * Section 11: server-rendered pages per second, uncached and from the
 * anonymous page cache, against the same HTML bytes served from memory by a
 * bare node:http server (the ceiling for any page on this machine), and
 * against Ghost in the same run when BENCH_GHOST_URL names a running Ghost's
 * post page (ghost.ts; docs/performance.md says how to install one outside
 * the repo): an article against Ghost's post page, home against Ghost's home,
 * in requests/s and in server CPU a request (this process's, where the app
 * runs; Ghost's from /proc when BENCH_GHOST_PID names its process).
 *
 * Load: 10 requests in flight over keep-alive, 2 s warm-up and 5 s measured
 * per round, 3 rounds per page; the median round is reported. Figures that
 * are compared take their rounds in turn (page, Ghost, page, Ghost, …), so a
 * ratio is not skewed by the machine's load drifting between them. Ratios
 * are what to read: absolute figures move with the machine's load.
 *
 * Then the burst (burst.ts): article and home uncached under autocannon's 50
 * connections for 10 s, rounds in turn with Ghost's page, the median round by
 * p99 of each; the goal is a p99 no worse than Ghost's and no timeout.
 */
import http from 'node:http';
import { BURST_CONNECTIONS, BURST_SECONDS, burstRound, describeBurst, medianBurst, type BurstResult } from './burst';
import { ghostPages } from './ghost';
import { runLoad } from './load';
import type { LoadResult } from './loadClient';
import { listenOnFreePort } from './listen';
import { int, log, medianBy, type FigureSink } from './report';
import { createScratchDatabase, graphql, startApp, type BenchApp } from './servers';

const CONCURRENCY = 10;
const ROUNDS = Number(process.env.BENCH_SSR_ROUNDS ?? 3);
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 5;

/** Ghost's ratios (uncached requests/s): an article page at 2× Ghost's post page, home at 1.5× Ghost's home. */
const ARTICLE_TARGET = 2;
const HOME_TARGET = 1.5;
/** A cached page against the same bytes from memory. */
const CACHED_TARGET = 0.3;

/** A server's CPU time so far in ms: this process's (the app runs in it) or Ghost's (ghost.ts). */
type CpuMeter = () => number;

const ownCpuMs: CpuMeter = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** A URL to load and the meter of the process that answers it (null: not measured). */
interface Target {
  url: string;
  cpu: CpuMeter | null;
}

interface Round extends LoadResult {
  /** Server CPU over the round, warm-up included, per answer received: the figure least moved by a busy machine. */
  cpuMsPerRequest: number | null;
}

async function loadRound({ url, cpu }: Target): Promise<Round> {
  const before = cpu?.() ?? 0;
  const result = await runLoad({
    url,
    method: 'GET',
    body: '',
    headers: {},
    concurrency: CONCURRENCY,
    warmupSeconds: WARMUP_SECONDS,
    durationSeconds: DURATION_SECONDS,
  });
  const cpuMsPerRequest = cpu ? (cpu() - before) / Math.max(1, result.allAnswers) : null;
  return { ...result, cpuMsPerRequest };
}

/** The round with the median rate, carrying the median CPU a request of all rounds. */
function median(rounds: Round[]): Round {
  const cpu = rounds.flatMap((round) => (round.cpuMsPerRequest === null ? [] : [round.cpuMsPerRequest]));
  return {
    ...medianBy(rounds, (round) => round.requestsPerSecond),
    cpuMsPerRequest: cpu.length > 0 ? medianBy(cpu, (ms) => ms) : null,
  };
}

/**
 * The median round of each URL, their rounds taken in turn (a, b, a, b, …):
 * on a shared machine the load drifts by the minute, and a ratio of two
 * figures taken minutes apart measured the drift as much as the pages.
 */
async function pagesPerSecond(...targets: Target[]): Promise<Round[]> {
  const rounds: Round[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, target] of targets.entries()) rounds[i]!.push(await loadRound(target));
  }
  return rounds.map(median);
}

/** A node:http server answering every request with these bytes and the app's content type. */
async function memoryServer(html: Buffer): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length });
    res.end(html);
  });
  return listenOnFreePort(server);
}

/** A Ghost page to take rounds in turn with, how the figures name it, and Ghost's CPU meter. */
interface GhostPage {
  url: string;
  name: string;
  cpu: CpuMeter | null;
}

interface PageFigures {
  uncached: number;
  /** Server CPU a request, uncached. */
  uncachedCpu: number;
  cached: number;
  memory: number;
  /** The Ghost page's rate in rounds taken in turn with this page's uncached ones; null without Ghost. */
  ghost: { page: GhostPage; rate: number; cpu: number | null } | null;
  /** Uncached under the burst, and Ghost's page in rounds taken in turn (null without Ghost); null when not asked. */
  burst: { page: BurstResult; ghost: BurstResult | null } | null;
}

/** The median burst round of each URL, rounds taken in turn as pagesPerSecond does. */
async function burstRounds(...urls: string[]): Promise<BurstResult[]> {
  const rounds: BurstResult[][] = urls.map(() => []);
  // A short run each first: the first seconds of a burst on a cold page measure the JIT.
  for (const url of urls) await burstRound(url, WARMUP_SECONDS);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, url] of urls.entries()) rounds[i]!.push(await burstRound(url));
  }
  return rounds.map(medianBurst);
}

async function measurePage(
  app: BenchApp,
  path: string,
  sink: FigureSink,
  ghostPage: GhostPage | null,
  withBurst = false,
): Promise<PageFigures> {
  const response = await fetch(`${app.url}${path}`);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  const memory = await memoryServer(html);
  try {
    // The same process with its page cache off renders every request (what a first visit costs).
    const { store } = app.runtime.services.publicCache;
    store.enabled = false;
    const page = { url: `${app.url}${path}`, cpu: ownCpuMs };
    const [uncached, ghost] = (await pagesPerSecond(page, ...(ghostPage ? [ghostPage] : []))) as [Round, Round?];
    const burst = withBurst
      ? await burstRounds(`${app.url}${path}`, ...(ghostPage ? [ghostPage.url] : [])).then(([page, ghost]) => ({
          page: page!,
          ghost: ghost ?? null,
        }))
      : null;
    store.enabled = true;
    const [cached, fromMemory] = (await pagesPerSecond(page, { url: memory.url, cpu: null })) as [Round, Round];
    log(
      `${path}: ${(html.length / 1024).toFixed(1)} KB of HTML; uncached ${int(uncached.requestsPerSecond)} req/s ` +
        `(p50 ${uncached.latenciesMs.p50.toFixed(1)} ms, ${uncached.errors} errors), cached ${int(cached.requestsPerSecond)} req/s, ` +
        `memory ${int(fromMemory.requestsPerSecond)} req/s` +
        (ghost && ghostPage ? `; ${ghostPage.name} in the same rounds ${int(ghost.requestsPerSecond)} req/s` : ''),
    );
    const ratio = cached.requestsPerSecond / fromMemory.requestsPerSecond;
    sink.add(`${path} uncached`, `${int(uncached.requestsPerSecond)} req/s, ${cpuText(uncached.cpuMsPerRequest)}`);
    sink.add(
      `${path} cached / same HTML from memory`,
      `${int(cached.requestsPerSecond)} / ${int(fromMemory.requestsPerSecond)} req/s = ${(ratio * 100).toFixed(0)} %`,
      `≥ ${CACHED_TARGET * 100} %`,
      ratio >= CACHED_TARGET,
    );
    return {
      uncached: uncached.requestsPerSecond,
      uncachedCpu: uncached.cpuMsPerRequest!,
      cached: cached.requestsPerSecond,
      memory: fromMemory.requestsPerSecond,
      ghost: ghost && ghostPage ? { page: ghostPage, rate: ghost.requestsPerSecond, cpu: ghost.cpuMsPerRequest } : null,
      burst,
    };
  } finally {
    await memory.close();
  }
}

const cpuText = (ms: number | null) => (ms === null ? 'CPU not measured' : `${ms.toFixed(1)} ms CPU a request`);

function addGhostRatio(sink: FigureSink, label: string, page: PageFigures, target: number): void {
  if (page.ghost === null) return;
  const { name } = page.ghost.page;
  sink.add(`${name} (rounds in turn with the ${label})`, `${int(page.ghost.rate)} req/s, ${cpuText(page.ghost.cpu)}`);
  const ratio = page.uncached / page.ghost.rate;
  sink.add(`${label} uncached / ${name}, req/s`, `${ratio.toFixed(2)}×`, `≥ ${target}×`, ratio >= target);
  if (page.ghost.cpu === null) return;
  const cpuRatio = page.ghost.cpu / page.uncachedCpu;
  sink.add(`${name} / ${label} uncached, CPU a request`, `${cpuRatio.toFixed(2)}×`, `≥ ${target}×`, cpuRatio >= target);
}

function addBurst(sink: FigureSink, label: string, page: PageFigures): void {
  if (page.burst === null) return;
  const { page: ours, ghost } = page.burst;
  const name = `${label} uncached, ${BURST_CONNECTIONS} connections ${BURST_SECONDS} s`;
  if (ghost === null || page.ghost === null) {
    sink.add(name, describeBurst(ours), 'no timeout', ours.timeouts === 0);
    return;
  }
  sink.add(`${page.ghost.page.name}, the same burst in turn`, describeBurst(ghost));
  sink.add(
    name,
    describeBurst(ours),
    `p99 ≤ Ghost's ${Math.round(ghost.p99)} ms, no timeout`,
    ours.p99 <= ghost.p99 && ours.timeouts === 0,
  );
}

export async function ssrSection(sink: FigureSink): Promise<void> {
  const scratch = await createScratchDatabase('ssr');
  try {
    const app = await startApp({ databaseUrl: scratch.url, serveWeb: true });
    try {
      const { articles } = await graphql<{ articles: { items: { id: string }[] } }>(
        app.url,
        'query { articles(input: { page: 1 }) { items { id } } }',
      );
      const articleId = articles.items[0]?.id;
      if (!articleId) throw new Error('The seeded site has no article');
      log(
        `load: ${CONCURRENCY} requests in flight, keep-alive, ${WARMUP_SECONDS} s warm-up + ${DURATION_SECONDS} s, ` +
          `median of ${ROUNDS} rounds`,
      );
      const ghost = await ghostPages();
      const article = await measurePage(
        app,
        `/articulos/${articleId}`,
        sink,
        ghost && { url: ghost.post, name: "Ghost's post page", cpu: ghost.cpuMs },
        true,
      );
      const home = await measurePage(
        app,
        '/',
        sink,
        ghost && { url: ghost.home, name: "Ghost's home", cpu: ghost.cpuMs },
        true,
      );
      await measurePage(app, '/articulos', sink, null);
      await measurePage(app, '/guias', sink, null);
      addGhostRatio(sink, 'article page', article, ARTICLE_TARGET);
      addGhostRatio(sink, 'home page', home, HOME_TARGET);
      addBurst(sink, 'article page', article);
      addBurst(sink, 'home page', home);
    } finally {
      await app.close();
    }
  } finally {
    await scratch.drop();
  }
}
