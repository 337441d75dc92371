/**
 * Section 11: server-rendered pages per second, uncached and from the
 * anonymous page cache, against the same HTML bytes served from memory by a
 * bare node:http server (the ceiling for any page on this machine), and
 * against Ghost in the same run when BENCH_GHOST_URL names a running Ghost's
 * post page (ghost.ts; docs/performance.md says how to install one outside
 * the repo): an article against Ghost's post page, home against Ghost's home.
 *
 * Load: 10 requests in flight over keep-alive, 2 s warm-up and 5 s measured
 * per round, 3 rounds per page; the median round is reported. Figures that
 * are compared take their rounds in turn (page, Ghost, page, Ghost, …), so a
 * ratio is not skewed by the machine's load drifting between them. Ratios
 * are what to read: absolute figures move with the machine's load.
 */
import http from 'node:http';
import { ghostPages } from './ghost';
import { runLoad } from './load';
import type { LoadResult } from './loadClient';
import { listenOnFreePort } from './listen';
import { int, log, type FigureSink } from './report';
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

async function loadRound(url: string): Promise<LoadResult> {
  return runLoad({
    url,
    method: 'GET',
    body: '',
    headers: {},
    concurrency: CONCURRENCY,
    warmupSeconds: WARMUP_SECONDS,
    durationSeconds: DURATION_SECONDS,
  });
}

function median(rounds: LoadResult[]): LoadResult {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The median round of each URL, their rounds taken in turn (a, b, a, b, …):
 * on a shared machine the load drifts by the minute, and a ratio of two
 * figures taken minutes apart measured the drift as much as the pages.
 */
async function pagesPerSecond(...urls: string[]): Promise<LoadResult[]> {
  const rounds: LoadResult[][] = urls.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, url] of urls.entries()) rounds[i]!.push(await loadRound(url));
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

/** A Ghost page to take rounds in turn with, and how the figures name it. */
interface GhostPage {
  url: string;
  name: string;
}

interface PageFigures {
  uncached: number;
  cached: number;
  memory: number;
  /** The Ghost page's rate in rounds taken in turn with this page's uncached ones; null without Ghost. */
  ghost: { page: GhostPage; rate: number } | null;
}

async function measurePage(
  app: BenchApp,
  path: string,
  sink: FigureSink,
  ghostPage: GhostPage | null,
): Promise<PageFigures> {
  const response = await fetch(`${app.url}${path}`);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  const memory = await memoryServer(html);
  try {
    // The same process with its page cache off renders every request (what a first visit costs).
    const { store } = app.runtime.services.publicCache;
    store.enabled = false;
    const [uncached, ghost] = (await pagesPerSecond(`${app.url}${path}`, ...(ghostPage ? [ghostPage.url] : []))) as [
      LoadResult,
      LoadResult?,
    ];
    store.enabled = true;
    const [cached, fromMemory] = (await pagesPerSecond(`${app.url}${path}`, memory.url)) as [LoadResult, LoadResult];
    log(
      `${path}: ${(html.length / 1024).toFixed(1)} KB of HTML; uncached ${int(uncached.requestsPerSecond)} req/s ` +
        `(p50 ${uncached.latenciesMs.p50.toFixed(1)} ms, ${uncached.errors} errors), cached ${int(cached.requestsPerSecond)} req/s, ` +
        `memory ${int(fromMemory.requestsPerSecond)} req/s` +
        (ghost && ghostPage ? `; ${ghostPage.name} in the same rounds ${int(ghost.requestsPerSecond)} req/s` : ''),
    );
    const ratio = cached.requestsPerSecond / fromMemory.requestsPerSecond;
    sink.add(`${path} uncached`, `${int(uncached.requestsPerSecond)} req/s`);
    sink.add(
      `${path} cached / same HTML from memory`,
      `${int(cached.requestsPerSecond)} / ${int(fromMemory.requestsPerSecond)} req/s = ${(ratio * 100).toFixed(0)} %`,
      `≥ ${CACHED_TARGET * 100} %`,
      ratio >= CACHED_TARGET,
    );
    return {
      uncached: uncached.requestsPerSecond,
      cached: cached.requestsPerSecond,
      memory: fromMemory.requestsPerSecond,
      ghost: ghost && ghostPage ? { page: ghostPage, rate: ghost.requestsPerSecond } : null,
    };
  } finally {
    await memory.close();
  }
}

function addGhostRatio(sink: FigureSink, label: string, page: PageFigures, target: number): void {
  if (page.ghost === null) return;
  const { name } = page.ghost.page;
  sink.add(`${name} (rounds in turn with the ${label})`, `${int(page.ghost.rate)} req/s`);
  const ratio = page.uncached / page.ghost.rate;
  sink.add(`${label} uncached / ${name}`, `${ratio.toFixed(2)}×`, `≥ ${target}×`, ratio >= target);
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
        ghost && { url: ghost.post, name: "Ghost's post page" },
      );
      const home = await measurePage(app, '/', sink, ghost && { url: ghost.home, name: "Ghost's home" });
      await measurePage(app, '/articulos', sink, null);
      await measurePage(app, '/guias', sink, null);
      addGhostRatio(sink, 'article page', article, ARTICLE_TARGET);
      addGhostRatio(sink, 'home page', home, HOME_TARGET);
    } finally {
      await app.close();
    }
  } finally {
    await scratch.drop();
  }
}
