/**
 * Section 4: gzip bytes of JavaScript and CSS each public route downloads on
 * a cold visit (Debian Chromium via playwright-core, phone viewport, idle 3 s),
 * against the budgets `npm run budget` enforces (scripts/bundleBudget.ts), and
 * a check that no admin-only code reaches visitors.
 */
import type { Browser } from 'playwright-core';
import { BUDGETS, budgetRoutes } from '../scripts/bundleBudget';
import { launchBrowser } from '../web/e2e/browser';
import { kb, log, type FigureSink } from './report';
import { measureRoute } from './routeAssets';
import { startWebApp } from './webApp';

export async function bundlesSection(sink: FigureSink): Promise<void> {
  const app = await startWebApp({ seedImages: false });
  let browser: Browser | null = null;
  try {
    browser = await launchBrowser();
    const adminHits: string[] = [];
    for (const route of budgetRoutes(app)) {
      const { assets, measure } = await measureRoute(browser, app.url, route);
      if (measure.error !== undefined) throw new Error(`${route.path}: ${measure.error}`);
      const scripts = assets.filter((a) => a.kind === 'js');
      const servedJs = scripts.reduce((total, a) => total + a.servedBytes, 0);
      log(
        `${route.path}: ${scripts.length} scripts, ${assets.length - scripts.length} stylesheets; JS as served ${kb(servedJs)}`,
      );
      // BENCH_ASSETS=1 lists each file, to see what a route's figure is made of.
      if (process.env.BENCH_ASSETS)
        for (const asset of [...assets].sort((a, b) => b.gzipBytes - a.gzipBytes))
          log(`    ${kb(asset.gzipBytes).padStart(9)} gzip  ${new URL(asset.url).pathname}`);
      adminHits.push(...measure.adminFiles.map((file) => `${route.path} → ${file}`));
      const budget = BUDGETS[route.kind];
      sink.add(`JS gzip, ${route.path}`, kb(measure.jsBytes), `≤ ${kb(budget.js)}`, measure.jsBytes <= budget.js);
      sink.add(`CSS gzip, ${route.path}`, kb(measure.cssBytes), `≤ ${kb(budget.css)}`, measure.cssBytes <= budget.css);
    }
    for (const hit of adminHits) log(`admin code on a public route: ${hit}`);
    sink.add(
      'Admin chunks (Admin*, tiptap, charts) on public routes',
      adminHits.length === 0 ? 'none' : `${adminHits.length} files`,
      'none',
      adminHits.length === 0,
    );
  } finally {
    await browser?.close();
    await app.close();
  }
}
