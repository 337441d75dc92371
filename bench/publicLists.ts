/**
 * Sections 8 and 9: the public article list on the seeded database and at 100,000
 * articles, on Postgres and on PGlite: the ArticlesList query's first and last
 * pages and the server-rendered /articulos page. Target from issue #24: at 100,000
 * articles within 2× of the seeded database.
 *
 * On PGlite the measured server is the compiled one (`node server/dist/main.js`) in a
 * process of its own, as `npm start` runs it, so its peak resident memory (VmHWM) while
 * serving the public and admin lists at 100,000 articles can be read: issue #24 asks
 * that no request take it past ~600 MB. The bench prepares and loads the folder
 * while no server has it open (PGlite is one process's database).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRuntime } from '../server/src/bootstrap';
import { loadConfig } from '../server/src/config';
import { createDatabase } from '../server/src/db/client';
import { createLogger } from '../server/src/logger';
import { isBuilt, startCompiledServer } from './compiledServer';
import { measureAdminLists } from './adminLists';
import { addBulkRows, figure, signInAdmin, timeGraphQL, timeRequest, withBigSite, type SiteAddress } from './bigSite';
import { memoryOf } from './memory';
import { log, SkipSection, type FigureSink } from './report';
import { LIST_SELECTION } from './throughput';

/** Issue #24: no request may take the PGlite server past about this much resident memory. */
const MEMORY_CEILING_MB = 600;

const LIST = `query ArticlesList($page: Int) { articles(input: { page: $page }) { ${LIST_SELECTION} } }`;

interface Figures {
  first: number;
  last: number;
  html?: number;
}

async function measureLists(site: SiteAddress, html: boolean): Promise<Figures> {
  const first = await timeGraphQL(site, LIST, { page: 1 });
  const { pageCount } = (first.data as { articles: { pageCount: number } }).articles;
  const last = await timeGraphQL(site, LIST, { page: pageCount });
  log(
    `ArticlesList page 1: ${figure(first.p50, first.bytes)}; last page (${pageCount}): ${figure(last.p50, last.bytes)}`,
  );
  if (!html) return { first: first.p50, last: last.p50 };
  const page = await timeRequest(`${site.app.url}/articulos`);
  log(`GET /articulos (SSR): ${figure(page.p50, page.bytes)}`);
  return { first: first.p50, last: last.p50, html: page.p50 };
}

function compare(sink: FigureSink, db: string, seeded: Figures, big: Figures): void {
  const rows: [string, number, number][] = [
    ['ArticlesList page 1', seeded.first, big.first],
    ['ArticlesList last page', seeded.last, big.last],
  ];
  if (seeded.html !== undefined && big.html !== undefined) rows.push(['GET /articulos (SSR)', seeded.html, big.html]);
  for (const [name, before, after] of rows) {
    const ratio = after / before;
    sink.add(
      `${name}, ${db}: seeded ${before.toFixed(1)} ms → 100k ${after.toFixed(1)} ms`,
      `${ratio.toFixed(2)}×`,
      '≤ 2×',
      ratio <= 2,
    );
  }
}

async function runPostgres(sink: FigureSink): Promise<void> {
  let seeded: Figures | null = null;
  await withBigSite(
    // Without the page cache: a repeated GET /articulos would be answered from memory (~4 ms)
    // instead of rendered, and the comparison is about the list's SQL under the render.
    { serveWeb: true, pageCache: false },
    async (site) => {
      const big = await measureLists(site, true);
      if (seeded) compare(sink, 'Postgres', seeded, big);
    },
    async (site) => void (seeded = await measureLists(site, true)),
  );
}

/** The compiled server on `dataDir` (PGlite), its page cache off so every page is rendered. */
async function startListsServer(label: string, dataDir: string, appSecret: string) {
  const server = await startCompiledServer({ label, dataDir, appSecret, env: { PAGE_CACHE_MB: '0' } });
  return { url: server.url, pid: server.child.pid!, stop: server.stop };
}

async function runPglite(sink: FigureSink): Promise<void> {
  if (process.platform !== 'linux') throw new SkipSection('reads /proc: Linux only');
  if (!isBuilt()) throw new SkipSection('run `npm run build` first (the compiled server and web app are measured)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-bench-pglite-'));
  const appSecret = `bench-${randomBytes(16).toString('hex')}`;
  try {
    // Seeded as a new site is (without the demo pictures, as section 8), and the admin's session stored.
    const config = loadConfig(
      { NODE_ENV: 'production', APP_SECRET: appSecret, DEMO_CONTENT: 'true' },
      { dataDir, databaseUrl: undefined, logLevel: 'error' },
    );
    const runtime = await createRuntime(config, { logger: createLogger('error'), seedImages: false });
    const adminCookie = await signInAdmin(runtime).finally(() => runtime.close());

    let server = await startListsServer('PGlite server (seeded)', dataDir, appSecret);
    const seeded = await measureLists({ app: { url: server.url } }, true).finally(() => server.stop());

    const handle = await createDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await addBulkRows(handle.db).finally(() => handle.close());

    server = await startListsServer('PGlite server (100,000 articles)', dataDir, appSecret);
    try {
      const mb = (value: number) => `${value.toFixed(0)} MB`;
      const started = memoryOf(server.pid);
      const big = await measureLists({ app: { url: server.url } }, true);
      const afterPublic = memoryOf(server.pid);
      await measureAdminLists({ app: { url: server.url }, adminCookie }, sink);
      const afterAdmin = memoryOf(server.pid);
      log(
        `PGlite server at 100k: RSS ${mb(started.rssMb)} once listening, ${mb(afterPublic.rssMb)} after the ` +
          `public lists, ${mb(afterAdmin.rssMb)} after the admin lists; peak (VmHWM) ${mb(afterAdmin.peakMb)}`,
      );
      compare(sink, 'PGlite', seeded, big);
      sink.add(
        'PGlite server at 100k: peak RSS (VmHWM) from start through the public and admin lists',
        mb(afterAdmin.peakMb),
        `≤ ~${MEMORY_CEILING_MB} MB`,
        afterAdmin.peakMb <= MEMORY_CEILING_MB,
      );
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const publicListsSection = runPostgres;
export const publicListsPgliteSection = runPglite;
