/**
 * Section 5: Lighthouse (its default mobile preset: phone screen, simulated
 * slow 4G and 4× CPU slowdown) in Debian's Chromium, on five routes: `/`, an
 * article, `/guias`, `/juegos` and a game, with the demo pictures. A page's
 * score moves by several points between identical runs (the simulation starts
 * from one real, noisy page load), so each page is audited three times and the
 * medians are reported: performance (target ≥ 98) and total blocking time
 * (≤ 100 ms), with the other categories of the median-performance run.
 *
 * With BENCH_GHOST_URL (bench/ghost.ts), Ghost's home and post page are audited
 * in the same run, interleaved: each round audits every page once, so a change
 * in the machine's load falls on both sites alike; the load average is printed
 * beside each page's figures.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { Result as LighthouseReport } from 'lighthouse';
import { GAME_SLUGS } from '../domain/src/games';
import { paths } from '../web/src/config/paths';
import { ghostPages } from './ghost';
import { kb, log, SkipSection, type FigureSink } from './report';
import { startWebApp } from './webApp';

const PERFORMANCE_TARGET = 98;
const TBT_TARGET_MS = 100;

/** The categories besides performance, read from the median-performance run of our pages. */
const OTHER_CATEGORIES = [
  { id: 'accessibility', label: 'accessibility', target: 100 },
  { id: 'best-practices', label: 'best practices', target: 95 },
  { id: 'seo', label: 'SEO', target: 100 },
] as const;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const RUNS_PER_PAGE = 3;
/** Runs Lighthouse itself gave up on (a trace without navigation start, say) are run again, this often per page. */
const MAX_FAILED_RUNS = 2;

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

interface AuditedPage {
  label: string;
  url: string;
  site: 'ours' | 'Ghost';
  /** The Ghost page this one is compared with. */
  ghostPeer?: string;
}

interface Run {
  lhr: LighthouseReport;
  /** The 1-minute load average when the audit started. */
  load: number;
}

function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new SkipSection('no `chromium` binary on PATH (apt-get install chromium, or set CHROME_PATH)');
  }
}

async function loadModules() {
  try {
    const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
      import('lighthouse'),
      import('chrome-launcher'),
    ]);
    return { lighthouse, chromeLauncher };
  } catch (error) {
    throw new SkipSection(
      `the lighthouse package cannot be loaded (${error instanceof Error ? error.message : String(error)}); run npm install`,
    );
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const performanceOf = (lhr: LighthouseReport) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
const tbtOf = (lhr: LighthouseReport) => Number(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface PageSummary {
  page: AuditedPage;
  performance: number;
  tbt: number;
  /** The run with the median performance score. */
  medianRun: LighthouseReport;
  runs: Run[];
}

function summarize(page: AuditedPage, runs: Run[]): PageSummary {
  const byPerformance = [...runs].sort((a, b) => performanceOf(a.lhr) - performanceOf(b.lhr));
  return {
    page,
    performance: median(runs.map((run) => performanceOf(run.lhr))),
    tbt: median(runs.map((run) => tbtOf(run.lhr))),
    medianRun: byPerformance[Math.floor(byPerformance.length / 2)]!.lhr,
    runs,
  };
}

function logSummary(summary: PageSummary): void {
  const { page, runs, medianRun: lhr } = summary;
  const loads = runs.map((run) => run.load);
  log(
    `${page.label}: performance ${runs.map((run) => performanceOf(run.lhr)).join(', ')}; TBT ${runs.map((run) => `${Math.round(tbtOf(run.lhr))}`).join(', ')} ms; load average ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`,
  );
  const metrics = METRICS.map((id) => `${lhr.audits[id]?.title ?? id} ${lhr.audits[id]?.displayValue ?? '?'}`);
  log(
    `  median run: ${metrics.join(', ')}; transferred ${kb(Number(lhr.audits['total-byte-weight']?.numericValue ?? 0))}; benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`,
  );
  const consoleErrors =
    (lhr.audits['errors-in-console']?.details as { items?: { description?: string }[] } | undefined)?.items ?? [];
  for (const item of consoleErrors) log(`  console error: ${String(item.description).slice(0, 160)}`);
}

/** Our page beside the Ghost page it is compared with, one line each, with the load average of their runs. */
function comparisonTable(summaries: PageSummary[]): string[] {
  const row = (summary: PageSummary) => {
    const loads = summary.runs.map((run) => run.load);
    return [
      summary.page.label,
      String(summary.performance),
      `${Math.round(summary.tbt)} ms`,
      summary.medianRun.audits['largest-contentful-paint']?.displayValue ?? '?',
      `${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`,
      String(Math.round(summary.medianRun.environment.benchmarkIndex)),
    ];
  };
  const table = [['page', 'performance', 'TBT', 'LCP', 'load average (1 min)', 'benchmarkIndex']];
  for (const summary of summaries.filter((s) => s.page.site === 'ours')) {
    table.push(row(summary));
    const peer = summaries.find((s) => s.page.label === summary.page.ghostPeer);
    if (peer) table.push(row(peer));
  }
  const widths = table[0]!.map((_, column) => Math.max(...table.map((cells) => cells[column]!.length)));
  return table.map((cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
}

export async function lighthouseSection(sink: FigureSink): Promise<void> {
  const chromePath = chromiumPath();
  const { lighthouse, chromeLauncher } = await loadModules();
  const ghost = await ghostPages();
  // Real pictures matter here: they are the largest contentful paint of the lists.
  const started = performance.now();
  const app = await startWebApp({ seedImages: true });
  log(`server with demo content and pictures ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | null = null;
  try {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const ours = (label: string, path: string, ghostPeer?: string): AuditedPage => ({
      label,
      url: `${app.url}${path}`,
      site: 'ours',
      ghostPeer: ghost ? ghostPeer : undefined,
    });
    const pages: AuditedPage[] = [
      ours('/', paths.home.getHref(), 'Ghost home'),
      ours('/articulos/:id', paths.article.getHref(app.articleId), 'Ghost post'),
      ours('/guias', paths.guides.getHref()),
      ours('/juegos', paths.games.getHref()),
      ours(`/juegos/${GAME_SLUGS.PROBABLE_QUE}`, paths.game.getHref(GAME_SLUGS.PROBABLE_QUE)),
      ...(ghost
        ? [
            { label: 'Ghost home', url: ghost.home, site: 'Ghost' as const },
            { label: 'Ghost post', url: ghost.post, site: 'Ghost' as const },
          ]
        : []),
    ];
    const port = chrome.port;
    const runs = new Map<string, Run[]>(pages.map((page) => [page.label, []]));
    const failures = new Map<string, number>();
    const audit = async (page: AuditedPage): Promise<Run> => {
      for (;;) {
        const load = os.loadavg()[0]!;
        const result = await lighthouse(page.url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', ...OTHER_CATEGORIES.map((c) => c.id)],
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${page.url}`);
        const error = result.lhr.runtimeError;
        if (!error) return { lhr: result.lhr, load };
        const failed = (failures.get(page.label) ?? 0) + 1;
        failures.set(page.label, failed);
        if (failed > MAX_FAILED_RUNS) throw new Error(`Lighthouse on ${page.label}: ${error.code} ${error.message}`);
        log(`  ${page.label}: Lighthouse gave up on a run (${error.code}); running it again`);
      }
    };
    // Interleaved: every page once per round, so the machine's load moves under all pages alike.
    for (let round = 1; round <= RUNS_PER_PAGE; round += 1) {
      log(`round ${round} of ${RUNS_PER_PAGE}: load average ${loadAverage()}`);
      for (const page of pages) {
        const run = await audit(page);
        runs.get(page.label)!.push(run);
        log(`  ${page.label}: performance ${performanceOf(run.lhr)}, TBT ${Math.round(tbtOf(run.lhr))} ms`);
      }
    }
    log(`load average at the end: ${loadAverage()}`);

    const summaries = pages.map((page) => summarize(page, runs.get(page.label)!));
    for (const summary of summaries) logSummary(summary);
    log('medians of 3 runs, ours beside Ghost:');
    for (const line of comparisonTable(summaries)) log(`  ${line}`);

    for (const summary of summaries) {
      const { page, performance: score, tbt, medianRun: lhr } = summary;
      if (page.site === 'Ghost') {
        sink.add(`Lighthouse performance, ${page.label} (median)`, String(score));
        sink.add(`Total blocking time, ${page.label} (median)`, `${Math.round(tbt)} ms`);
        continue;
      }
      sink.add(
        `Lighthouse performance, ${page.label} (median)`,
        String(score),
        `≥ ${PERFORMANCE_TARGET}`,
        score >= PERFORMANCE_TARGET,
      );
      sink.add(
        `Total blocking time, ${page.label} (median)`,
        `${Math.round(tbt)} ms`,
        `≤ ${TBT_TARGET_MS} ms`,
        tbt <= TBT_TARGET_MS,
      );
      for (const category of OTHER_CATEGORIES) {
        const entry = lhr.categories[category.id];
        const value = entry?.score === null || entry?.score === undefined ? Number.NaN : Math.round(entry.score * 100);
        const missed = (entry?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        if (missed.length > 0) log(`  ${page.label}, ${category.label} audits below 100: ${missed.join(', ')}`);
        const target = category.target === 100 ? '100' : `≥ ${category.target}`;
        sink.add(`Lighthouse ${category.label}, ${page.label}`, String(value), target, value >= category.target);
      }
    }
  } finally {
    chrome?.kill();
    await app.close();
  }
}
