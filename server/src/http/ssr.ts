/**
 * Server-side rendering of every public route; admin routes get the admin's
 * own client-only page (web/admin.html, a build of its own in web/dist/admin).
 * Production loads the built web/dist-ssr bundle; development renders through
 * Vite's middleware with hot reload.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import { parse as parseCookies } from 'cookie';
import express, { Router, type Request, type Response } from 'express';
import { buildContext, type GraphQLContext } from '../graphql/context';
import type { AppServices } from '../services/appServices';
import { REQUEST_MESSAGES } from './graphqlEndpoint';
import { inProcessQuery } from './inProcessQuery';
import { precompressedAssets } from './precompressed';
import type { EntryServer } from '@crecer/domain/renderContract';
import { rootFieldNames, tagsOfRenderedAnswers } from './answerTags';
import { readsPersonalFields } from './caching';
import { fillTemplate, pageDataVersion } from './htmlTemplate';
import { pageCacheHttp, renderUrl } from './pageCache';
import { RenderQueue, renderSlot } from './renderQueue';
import { loggedPath, requestLogger } from './requestLog';
import { pageAssetLinker, readBuildManifest, type PageAssetTags } from './pageAssets';
import { PAGE_DATA_VERSION_HEADER, pagePathOfData } from '@crecer/domain/pageData';
import { themeStylesheet, type ThemeStylesheet } from './themeStylesheet';

/** Whether a loaded module is the web's server-rendering entry (domain/src/renderContract.ts). */
function isEntryServer(module: unknown): module is EntryServer {
  return (
    typeof module === 'object' &&
    module !== null &&
    'render' in module &&
    typeof module.render === 'function' &&
    'themeStyles' in module &&
    typeof module.themeStyles === 'function'
  );
}

/** The entry, checked once when loaded: a stale or foreign build fails there, not mid-request. */
function entryServer(module: unknown): EntryServer {
  if (!isEntryServer(module)) {
    throw new Error('The server-rendering bundle does not export render() and themeStyles(): rebuild the web app');
  }
  return module;
}

interface WebBundle {
  /** index.html with Mantine's theme styles in its head. */
  template(url: string): Promise<string>;
  /** The admin's page (admin.html), with the same theme styles: the whole answer to an /admin path. */
  adminPage(url: string): Promise<string>;
  entry(): Promise<EntryServer>;
  /** Mantine's theme as the stylesheet every page links. */
  theme(): Promise<ThemeStylesheet>;
  /** Links to the rendered pages' own chunks and CSS (none in development, where Vite serves modules). */
  pageAssetTags(pageModules: string[], startAtOnce: boolean): PageAssetTags;
}

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const NO_TAGS: PageAssetTags = { head: '', body: '' };

/**
 * Statuses of a page that is the same for every visitor: a page, and a missing
 * one (404). A link to an article the owner unpublished keeps being shared, with
 * a new `fbclid` on every Facebook click: each one rendered the 404 again. A 404
 * is kept under the tags of what it looked for (`article(id:)` reads Article:<id>),
 * so publishing that article drops it, as it drops a GraphQL read of it.
 */
const SHAREABLE_STATUSES = new Set([200, 404]);

export function isClientOnlyPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** Where the admin's build (web/vite.admin.config.ts) writes, inside web/dist, and the URL its files have. */
const ADMIN_BUILD_DIR = 'admin';
const ADMIN_PAGE = 'admin.html';

async function productionBundle(rootDir: string): Promise<WebBundle | null> {
  const dist = path.join(rootDir, 'web', 'dist');
  const templateFile = path.join(dist, 'index.html');
  const adminFile = path.join(dist, ADMIN_BUILD_DIR, ADMIN_PAGE);
  const entryFile = path.join(rootDir, 'web', 'dist-ssr', 'entry-server.js');
  if (![templateFile, adminFile, entryFile].every((file) => fs.existsSync(file))) return null;
  const entry = entryServer(await import(entryFile));
  // The theme never changes while the process runs: its styles are rendered once.
  const theme = themeStylesheet(entry.themeStyles());
  const template = withThemeStyles(fs.readFileSync(templateFile, 'utf8'), theme);
  const adminPage = withThemeStyles(fs.readFileSync(adminFile, 'utf8'), theme);
  const manifest = readBuildManifest(path.join(dist, '.vite', 'manifest.json'));
  const linker = manifest ? pageAssetLinker(manifest) : null;
  return {
    template: async () => template,
    adminPage: async () => adminPage,
    entry: async () => entry,
    theme: async () => theme,
    pageAssetTags: (pageModules, startAtOnce) => linker?.tagsFor(pageModules, startAtOnce) ?? NO_TAGS,
  };
}

/** The template with the theme's stylesheet linked at the end of its head (themeStylesheet.ts). */
function withThemeStyles(template: string, theme: ThemeStylesheet): string {
  return template.replace('</head>', () => `${theme.link}</head>`);
}

function isDecodablePath(pathName: string): boolean {
  try {
    decodeURIComponent(pathName);
    return true;
  } catch {
    return false;
  }
}

/**
 * Hashed files: precompressed when accepted, and a 404 error for anything
 * missing, which http/app.ts answers without logging.
 */
function hashedAssets(dir: string) {
  return [
    precompressedAssets(dir, { maxAge: ONE_YEAR_MS }),
    express.static(dir, { immutable: true, maxAge: ONE_YEAR_MS, index: false, fallthrough: false }),
  ];
}

/**
 * The built bundles' files: the public build's hashed /assets, the admin
 * build's /admin/assets, then the other files of web/dist (favicon, share
 * image, ...), listed once at start-up. Any other path is a page: asking the
 * disk first cost every page request a failed stat, and served the raw
 * template at /index.html. Nothing else under /admin is a file: admin paths
 * are the admin's screens, answered by the page route below.
 */
export function builtStaticFiles(dist: string): Router {
  const router = Router();
  router.use('/assets', ...hashedAssets(path.join(dist, 'assets')));
  router.use(`/${ADMIN_BUILD_DIR}/assets`, ...hashedAssets(path.join(dist, ADMIN_BUILD_DIR, 'assets')));
  // No build yet (tests, or before `npm run build`): no files, and pages answer that the app is not built.
  const servedFiles = new Set(
    fs.existsSync(dist)
      ? fs
          .readdirSync(dist, { withFileTypes: true })
          .filter((entry) => entry.isFile() && entry.name !== 'index.html')
          .map((entry) => `/${entry.name}`)
      : [],
  );
  const files = express.static(dist, { index: false, maxAge: '1d' });
  router.use((req, res, next) => (servedFiles.has(req.path) ? files(req, res, next) : next()));
  return router;
}

export interface SsrOptions {
  services: AppServices;
  apollo: ApolloServer<GraphQLContext>;
  /** Use Vite's dev server (hot reload) instead of the built bundle. */
  dev: boolean;
  /** Where uncached renders wait their turn; by default SSR_CONCURRENCY at once and SSR_QUEUE waiting. */
  renders?: RenderQueue;
}

export async function ssrRouter({ services, apollo, dev, renders: givenRenders }: SsrOptions): Promise<Router> {
  const router = Router();
  const { config, logger } = services;
  const pageCache = pageCacheHttp(services.publicCache, services.sessions.cookieName);
  const renders = givenRenders ?? new RenderQueue({ concurrency: config.ssrConcurrency, queueLimit: config.ssrQueue });
  let bundle: WebBundle | null;
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: path.join(config.rootDir, 'web'),
      configFile: path.join(config.rootDir, 'web', 'vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'custom',
    });
    router.use(vite.middlewares);
    const entry = async () => entryServer(await vite.ssrLoadModule('/src/entry-server.tsx'));
    const theme = async () => themeStylesheet((await entry()).themeStyles());
    // One dev server for both pages: the admin's build is separate only to keep the
    // data router out of the public bundle, which the dev server does not bundle.
    const page = async (file: string, url: string) =>
      withThemeStyles(
        await vite.transformIndexHtml(url, fs.readFileSync(path.join(config.rootDir, 'web', file), 'utf8')),
        await theme(),
      );
    bundle = {
      template: (url) => page('index.html', url),
      adminPage: (url) => page(ADMIN_PAGE, url),
      entry,
      theme,
      pageAssetTags: () => NO_TAGS,
    };
  } else {
    bundle = await productionBundle(config.rootDir);
    router.use(builtStaticFiles(path.join(config.rootDir, 'web', 'dist')));
  }

  // The theme's stylesheet, at the hashed path the pages link (themeStylesheet.ts).
  router.get(/^\/tema-[0-9a-f]+\.css$/, async (req, res, next) => {
    const theme = await bundle?.theme();
    if (!theme || req.path !== theme.path) return next();
    await theme.serve(req, res);
  });

  router.get(
    /^(?!\/(graphql|storage|download|healthz|webhooks)(\/|$)).*/,
    async (req: Request, res: Response, next) => {
      if (!bundle) {
        return void res
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('La aplicación web no está compilada: ejecuta `npm run build`.');
      }
      if (!isDecodablePath(req.path)) {
        // A broken %-escape names no page; React Router would warn on every render of it.
        return void res.status(404).type('text/plain; charset=utf-8').send(REQUEST_MESSAGES.notFound);
      }
      // A page's data URL (domain/src/pageData.ts): the same render, answered as its JSON.
      const dataOf = pagePathOfData(req.path);
      const pagePath = dataOf ?? req.path;
      try {
        if (isClientOnlyPath(pagePath)) {
          if (dataOf !== null) return void res.status(404).type('application/json').send('{}');
          const adminPage = await bundle.adminPage(req.originalUrl);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          // The admin, drafts' previews included, stays out of search results even when linked
          // (robots.txt only asks crawlers not to fetch it).
          res.setHeader('X-Robots-Tag', 'noindex, nofollow');
          return void res.send(adminPage);
        }
        // Uncached pages render a few at a time, in arrival order (renderQueue.ts); hits never wait there.
        if (!(await renderSlot(renders, res))) return;
        // Rendered and stored by a request ahead of this one while it waited.
        if (pageCache.serve(req, res)) return;
        const template = await bundle.template(req.originalUrl);
        // Before anything is read: a change notified during the render keeps this page out of the cache.
        const since = pageCache.begin();
        const cookies = parseCookies(req.headers.cookie ?? '');
        const context = await buildContext(services, {
          cookies,
          ip: services.clientAddress(req),
          setCookie: (value) => void res.append('Set-Cookie', value),
          logger: requestLogger(req, logger),
        });
        // With only the parameters the page reads (domain/src/pageParams.ts), as the page cache keys it.
        const url = renderUrl(pagePath, req.originalUrl, config.publicUrl);
        const entry = await bundle.entry();
        const result = await entry.render(url, inProcessQuery(apollo, context), config.publicUrl);
        const body =
          dataOf !== null
            ? result.data
            : fillTemplate(template, {
                head: result.head,
                assets: bundle.pageAssetTags(result.pageModules, result.startAtOnce),
                app: result.html,
                data: result.data,
              });
        if (dataOf !== null) {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          // Stored with the answer: the browser hydrates only data of the version its page names.
          res.setHeader(PAGE_DATA_VERSION_HEADER, pageDataVersion(result.data));
          // Only the browser that hydrates a page asks for it; search engines index the page.
          res.setHeader('X-Robots-Tag', 'noindex');
        } else {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
        }
        // Signed-in pages are personal; public pages may be cached briefly by browsers and CDNs,
        // a page that could not read its data (500) not at all.
        const shareable = !context.user && SHAREABLE_STATUSES.has(result.status);
        res.setHeader(
          'Cache-Control',
          shareable ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' : 'private, no-store',
        );
        res.status(result.status);
        const rootFields = rootFieldNames(result.answers).join(' ');
        const storable = shareable && pageCache.mayStore(req) && !readsPersonalFields(rootFields);
        if (storable && pageCache.storeAndSend(req, res, body, tagsOfRenderedAnswers(result.answers), since)) return;
        res.send(body);
      } catch (error) {
        // The path only: a query string may carry what a link was given.
        requestLogger(req, logger).error(
          { err: error, path: loggedPath(req.originalUrl), client: services.clientAddress(req) },
          'server rendering failed',
        );
        next(error);
      }
    },
  );
  return router;
}
