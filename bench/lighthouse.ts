/**
 * Section 5: Lighthouse scores (its default mobile preset: phone screen,
 * simulated slow 4G and CPU slowdown) for the home page, the article list
 * and one article, in Debian's Chromium. A page's scores move by several
 * points between identical runs (the simulation starts from one real, noisy
 * page load), so each page is audited three times and the run with the
 * median performance score is reported, as Lighthouse's own docs advise.
 */
import { execFileSync } from 'node:child_process';
import type { Result as LighthouseReport } from 'lighthouse';
import { kb, log, SkipSection, type FigureSink } from './report';
import { startWebApp } from './webApp';

const CATEGORIES = [
  { id: 'performance', label: 'performance', target: 95 },
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
/** Runs Lighthouse itself gave up on (a trace without navigation start, say) are run again, this often. */
const MAX_FAILED_RUNS = 2;

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

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

export async function lighthouseSection(sink: FigureSink): Promise<void> {
  const chromePath = chromiumPath();
  const { lighthouse, chromeLauncher } = await loadModules();
  // Real pictures matter here: they are the largest contentful paint of the lists.
  const started = performance.now();
  const app = await startWebApp({ seedImages: true });
  log(`server with demo content and pictures ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | null = null;
  try {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const pages: [string, string][] = [
      ['/', `${app.url}/`],
      ['/articulos', `${app.url}/articulos`],
      ['/articulos/:id', `${app.url}/articulos/${app.articleId}`],
    ];
    const port = chrome.port;
    for (const [label, url] of pages) {
      const runs: LighthouseReport[] = [];
      let failed = 0;
      while (runs.length < RUNS_PER_PAGE) {
        const result = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES.map((c) => c.id),
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
        const error = result.lhr.runtimeError;
        if (!error) {
          runs.push(result.lhr);
          continue;
        }
        failed += 1;
        if (failed > MAX_FAILED_RUNS) throw new Error(`Lighthouse: ${error.code} ${error.message}`);
        log(`  ${label}: Lighthouse gave up on a run (${error.code}); running it again`);
      }
      const performanceOf = (run: LighthouseReport) => run.categories.performance?.score ?? 0;
      runs.sort((a, b) => performanceOf(a) - performanceOf(b));
      const lhr = runs[Math.floor(runs.length / 2)]!;
      log(
        `${label}: performance in ${runs.length} runs ${runs.map((run) => Math.round(performanceOf(run) * 100)).join(', ')}; the median run:`,
      );
      const consoleErrors =
        (lhr.audits['errors-in-console']?.details as { items?: { description?: string }[] } | undefined)?.items ?? [];
      for (const item of consoleErrors) log(`  console error on ${label}: ${String(item.description).slice(0, 160)}`);
      const metrics = METRICS.map((id) => `${lhr.audits[id]?.title ?? id} ${lhr.audits[id]?.displayValue ?? '?'}`);
      log(
        `${label}: ${metrics.join(', ')}; transferred ${kb(Number(lhr.audits['total-byte-weight']?.numericValue ?? 0))}`,
      );
      // The mobile preset slows this machine's CPU down 4x whatever its speed, so blocking
      // time and the score follow the host: Lighthouse's own yardstick says how fast it was.
      log(`${label}: host benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)} (Lighthouse's CPU yardstick)`);
      for (const category of CATEGORIES) {
        const entry = lhr.categories[category.id];
        const score = entry?.score === null || entry?.score === undefined ? Number.NaN : Math.round(entry.score * 100);
        const missed = (entry?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        if (missed.length > 0) log(`  ${category.label} audits below 100: ${missed.join(', ')}`);
        const target = category.target === 100 ? '100' : `≥ ${category.target}`;
        sink.add(`Lighthouse ${category.label}, ${label}`, String(score), target, score >= category.target);
      }
    }
  } finally {
    chrome?.kill();
    await app.close();
  }
}
