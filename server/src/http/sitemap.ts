/**
 * /sitemap.xml is a sitemap index; the URLs are in /sitemaps/paginas.xml and
 * /sitemaps/{articulos|guias}-N.xml, at most 50,000 each (the protocol's
 * limit), written to the response batch by batch as they are read.
 */
import type { Response } from 'express';
import { Router } from 'express';
import { GAME_SLUGS } from '@crecer/domain/games';
import type { AppServices } from '../services/appServices';
import { newestContentDate, sitemapParts, sitemapRows, SITEMAP_MAX_URLS, type SitemapKind } from '../services/content';
import { escapeXml } from './xml';

/** The pages that are always there: the lists, the games (each its own page), About Me and the privacy text. */
const STATIC_PATHS = [
  '/',
  '/articulos',
  '/guias',
  '/juegos',
  ...Object.values(GAME_SLUGS).map((slug) => `/juegos/${slug}`),
  '/sobre-mi',
  '/privacidad',
];
const KIND_PATHS: Record<SitemapKind, string> = { articulos: '/articulos', guias: '/guias' };
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlEntry(loc: string, lastmod: Date | null): string {
  return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;
}

function startXml(res: Response): void {
  res.type('application/xml; charset=utf-8').setHeader('Cache-Control', 'public, max-age=600');
}

/** Writes a chunk, waiting for the socket to drain when its buffer is full. */
async function write(res: Response, text: string): Promise<void> {
  if (!res.write(text)) await new Promise<void>((resolve) => res.once('drain', resolve));
}

export interface SitemapOptions {
  /** URLs per file; tests lower it to see files split. */
  perFile?: number;
}

export function sitemapRouter({ db, config }: AppServices, options: SitemapOptions = {}): Router {
  const router = Router();
  const base = config.publicUrl;
  const perFile = Math.min(options.perFile ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const [newest, articleParts, guideParts] = await Promise.all([
        newestContentDate(db),
        sitemapParts(db, 'articulos', perFile),
        sitemapParts(db, 'guias', perFile),
      ]);
      const files = [
        { loc: `${base}/sitemaps/paginas.xml`, lastmod: newest },
        ...[...articleParts, ...guideParts].map((part) => ({
          loc: `${base}/sitemaps/${part.kind}-${part.number}.xml`,
          lastmod: part.lastmod,
        })),
      ];
      const body = files
        .map(
          ({ loc, lastmod }) =>
            `  <sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>\n`,
        )
        .join('');
      startXml(res);
      res.send(`${XML_HEAD}<sitemapindex xmlns="${NS}">\n${body}</sitemapindex>\n`);
    } catch (error) {
      next(error);
    }
  });

  router.get('/sitemaps/paginas.xml', async (_req, res, next) => {
    try {
      const newest = await newestContentDate(db);
      startXml(res);
      res.send(
        `${XML_HEAD}<urlset xmlns="${NS}">\n${STATIC_PATHS.map((p) => urlEntry(base + p, newest)).join('')}</urlset>\n`,
      );
    } catch (error) {
      next(error);
    }
  });

  router.get(/^\/sitemaps\/(articulos|guias)-([1-9][0-9]{0,5})\.xml$/, async (req, res, next) => {
    const params = req.params as unknown as Record<string, string>;
    const kind = params[0] as SitemapKind;
    const number = Number(params[1]);
    let started = false;
    try {
      for await (const batch of sitemapRows(db, kind, number, perFile)) {
        if (!started) {
          startXml(res);
          res.write(`${XML_HEAD}<urlset xmlns="${NS}">\n`);
          started = true;
        }
        await write(res, batch.map((row) => urlEntry(`${base}${KIND_PATHS[kind]}/${row.id}`, row.updatedAt)).join(''));
      }
      if (!started) {
        next();
        return;
      }
      res.end('</urlset>\n');
    } catch (error) {
      // Once the head is sent the status cannot change: cut the response so it is never taken as complete.
      if (started) res.destroy(error instanceof Error ? error : undefined);
      else next(error);
    }
  });

  return router;
}
