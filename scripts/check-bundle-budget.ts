/**
 * `npm run budget` (a stage of `npm test`, after `build`): the built app with
 * the demo content (in process, PGlite in a temporary folder, as the browser
 * bench sections start it), one cold phone-sized Chromium visit per public
 * route (bench/routeAssets.ts), then the table of every route against its
 * budget (scripts/bundleBudget.ts). Exits 1 when any route passes its JS or CSS
 * budget, holds admin-only code, or cannot be measured.
 *
 *   BUDGET_ASSETS=1 npm run budget   also lists each file a route downloads
 */
import type { Browser } from 'playwright-core';
import { measureRoute } from '../bench/routeAssets';
import { startWebApp } from '../bench/webApp';
import { launchBrowser } from '../web/e2e/browser';
import { budgetRoutes, formatBudgetReport, judgeBudgets, type RouteMeasure } from './bundleBudget';

async function main(): Promise<number> {
  const app = await startWebApp({ seedImages: false });
  let browser: Browser | null = null;
  try {
    browser = await launchBrowser();
    const measures: RouteMeasure[] = [];
    for (const route of budgetRoutes(app)) {
      const { assets, measure } = await measureRoute(browser, app.url, route);
      measures.push(measure);
      if (process.env.BUDGET_ASSETS) {
        console.log(`${route.path}`);
        for (const asset of [...assets].sort((a, b) => b.gzipBytes - a.gzipBytes))
          console.log(`  ${(asset.gzipBytes / 1024).toFixed(1).padStart(7)} KB gzip  ${new URL(asset.url).pathname}`);
      }
    }
    const verdict = judgeBudgets(measures);
    console.log(formatBudgetReport(verdict));
    return verdict.ok ? 0 : 1;
  } finally {
    await browser?.close();
    await app.close();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error('BUNDLE BUDGET FAILED: the check could not run:', error);
  return 1;
});
