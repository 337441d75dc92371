/**
 * What a cold, phone-sized Chromium visit to a route downloads: every
 * same-origin script and stylesheet (gzip bytes) and whether any holds
 * admin-only code. The visit only reads (no tap, scroll or key) and lasts until
 * the network has been idle 3 s, so code a page loads after its first paint or
 * on idle counts too. Shared by `npm run budget` (scripts/check-bundle-budget.ts)
 * and bench section 4 (bench/bundles.ts).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Request, Response } from 'playwright-core';
import type { BudgetRoute, RouteMeasure } from '../scripts/bundleBudget';
import { PHONE } from '../web/e2e/browser';

/** The network must stay this long without a request in flight for the visit to end. */
export const QUIET_MS = 3_000;
/** A visit whose network never goes quiet this long is an error, not a figure. */
const VISIT_TIMEOUT_MS = 60_000;

/**
 * Admin-only code: admin chunk names, the rich-text editor (tiptap/ProseMirror), the charts
 * (recharts), and texts only the admin screens show, which would give admin code away even
 * inside a chunk named otherwise (a code-splitting group such as the shell).
 */
const ADMIN_NAME = /Admin/;
const ADMIN_CODE = /@tiptap|ProseMirror|recharts|Panel de Administración|Estadísticas de Contenido/;

export interface Asset {
  url: string;
  kind: 'js' | 'css';
  gzipBytes: number;
  /** Bytes on the wire as the server sent them (brotli from the build for a browser). */
  servedBytes: number;
  adminCode: boolean;
}

/** One route's visit: the files, and the same figures as the budget reads them. */
export interface RouteVisit {
  assets: Asset[];
  measure: RouteMeasure;
}

function assetKind(response: Response): 'js' | 'css' | null {
  const type = response.request().resourceType();
  const pathname = new URL(response.url()).pathname;
  if (type === 'script' || pathname.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every same-origin script and stylesheet a fresh browser context downloads for one route. */
async function visit(browser: Browser, origin: string, route: BudgetRoute): Promise<Asset[]> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const pending: Promise<Asset>[] = [];
    const inFlight = new Set<Request>();
    let lastActivity = Date.now();
    page.on('request', (request) => {
      inFlight.add(request);
      lastActivity = Date.now();
    });
    const settled = (request: Request) => {
      inFlight.delete(request);
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('response', (response) => {
      const kind = assetKind(response);
      if (!kind || new URL(response.url()).origin !== origin || response.status() !== 200) return;
      pending.push(
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          url: response.url(),
          kind,
          gzipBytes: gzipSync(body).length,
          servedBytes: sizes.responseBodySize,
          adminCode: ADMIN_NAME.test(new URL(response.url()).pathname) || ADMIN_CODE.test(body.toString('utf8')),
        })),
      );
    });
    const started = Date.now();
    const document = await page.goto(`${origin}${route.path}`, { waitUntil: 'load', timeout: VISIT_TIMEOUT_MS });
    if (document?.status() !== route.status)
      throw new Error(`the page answered ${document?.status() ?? 'nothing'}, expected ${route.status}`);
    await page.getByRole('main').first().waitFor({ timeout: 10_000 });
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() - started > VISIT_TIMEOUT_MS) {
        const open = [...inFlight].map((request) => request.url()).join(', ');
        throw new Error(`the network was not idle ${QUIET_MS / 1000} s within ${VISIT_TIMEOUT_MS / 1000} s (${open})`);
      }
      await sleep(100);
    }
    const assets = await Promise.all(pending);
    return [...new Map(assets.map((asset) => [asset.url, asset])).values()];
  } finally {
    await context.close();
  }
}

const sum = (assets: Asset[], kind: Asset['kind']) =>
  assets.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset.gzipBytes, 0);

/** Visits one route cold; a visit that fails gives a measure with its error (the budget counts it as failed). */
export async function measureRoute(browser: Browser, origin: string, route: BudgetRoute): Promise<RouteVisit> {
  try {
    const assets = await visit(browser, origin, route);
    return {
      assets,
      measure: {
        route,
        jsBytes: sum(assets, 'js'),
        cssBytes: sum(assets, 'css'),
        adminFiles: assets.filter((asset) => asset.adminCode).map((asset) => new URL(asset.url).pathname),
      },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return { assets: [], measure: { route, jsBytes: 0, cssBytes: 0, adminFiles: [], error: message } };
  }
}
