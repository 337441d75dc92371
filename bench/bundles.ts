/**
 * Section 4: gzip bytes of JavaScript and CSS each public route downloads on
 * a cold visit (Debian Chromium via playwright-core, phone viewport), and a
 * check that no admin-only code reaches visitors.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { launchBrowser, PHONE } from '../web/e2e/browser';
import { kb, log, type FigureSink } from './report';
import { publicRoutes, startWebApp } from './webApp';

/** Every public route's first load (issue #24; home's since #8). */
const JS_TARGET = 170 * 1024;
const CSS_TARGET = 30 * 1024;

/**
 * Admin-only code: admin chunk names, the rich-text editor (tiptap/ProseMirror), the charts
 * (recharts), and texts only the admin screens show, which would give admin code away even
 * inside a chunk named otherwise (a code-splitting group such as the shell).
 */
const ADMIN_NAME = /Admin/;
const ADMIN_CODE = /@tiptap|ProseMirror|recharts|Panel de Administración|Estadísticas de Contenido/;

interface Asset {
  url: string;
  kind: 'js' | 'css';
  gzipBytes: number;
  /** Bytes on the wire as the server sent them (brotli from the build for a browser). */
  servedBytes: number;
  adminCode: boolean;
}

function assetKind(response: Response): 'js' | 'css' | null {
  const type = response.request().resourceType();
  const pathname = new URL(response.url()).pathname;
  if (type === 'script' || pathname.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return null;
}

/** Every same-origin script and stylesheet a fresh browser context downloads for one route. */
async function routeAssets(browser: Browser, origin: string, routePath: string): Promise<Asset[]> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const pending: Promise<Asset | null>[] = [];
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
    await page.goto(`${origin}${routePath}`, { waitUntil: 'networkidle', timeout: 30_000 });
    await page.getByRole('main').first().waitFor({ timeout: 10_000 });
    const assets = (await Promise.all(pending)).filter((asset): asset is Asset => asset !== null);
    return [...new Map(assets.map((asset) => [asset.url, asset])).values()];
  } finally {
    await context.close();
  }
}

export async function bundlesSection(sink: FigureSink): Promise<void> {
  const app = await startWebApp({ seedImages: false });
  let browser: Browser | null = null;
  try {
    browser = await launchBrowser();
    const adminHits: string[] = [];
    for (const [, routePath] of publicRoutes(app)) {
      const assets = await routeAssets(browser, app.url, routePath);
      const js = assets.filter((a) => a.kind === 'js').reduce((sum, a) => sum + a.gzipBytes, 0);
      const css = assets.filter((a) => a.kind === 'css').reduce((sum, a) => sum + a.gzipBytes, 0);
      const jsCount = assets.filter((a) => a.kind === 'js').length;
      const servedJs = assets.filter((a) => a.kind === 'js').reduce((sum, a) => sum + a.servedBytes, 0);
      log(`${routePath}: ${jsCount} scripts, ${assets.length - jsCount} stylesheets; JS as served ${kb(servedJs)}`);
      // BENCH_ASSETS=1 lists each file, to see what a route's figure is made of.
      if (process.env.BENCH_ASSETS)
        for (const asset of [...assets].sort((a, b) => b.gzipBytes - a.gzipBytes))
          log(`    ${kb(asset.gzipBytes).padStart(9)} gzip  ${new URL(asset.url).pathname}`);
      for (const asset of assets.filter((a) => a.adminCode))
        adminHits.push(`${routePath} → ${new URL(asset.url).pathname}`);
      sink.add(`JS gzip, ${routePath}`, kb(js), `≤ ${kb(JS_TARGET)}`, js <= JS_TARGET);
      sink.add(`CSS gzip, ${routePath}`, kb(css), `≤ ${kb(CSS_TARGET)}`, css <= CSS_TARGET);
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
