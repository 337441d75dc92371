/** robots.txt, sitemap.xml and rss.xml: what crawlers and feed readers fetch. */
import { Router } from 'express';
import type { AppServices } from '../graphql/context';
import { latestArticles, listPublishedPaths } from '../services/content/feeds';
import { readEffectiveConfig } from '../services/siteConfig/effective';

const STATIC_PATHS = ['/', '/articulos', '/guias', '/juegos', '/sobre-mi'];

export function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

export function seoRouter({ db, config }: AppServices): Router {
  const router = Router();
  const base = config.publicUrl;

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /graphql\nDisallow: /download/\n\nSitemap: ${base}/sitemap.xml\n`,
    );
  });

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const entries = await listPublishedPaths(db);
      const newest = entries.reduce((max, e) => Math.max(max, e.updatedAt.getTime()), 0);
      const urls = [
        ...STATIC_PATHS.map((path) => ({ path, lastmod: newest ? new Date(newest) : null })),
        ...entries.map((e) => ({ path: e.path, lastmod: e.updatedAt })),
      ];
      const body = urls
        .map(
          ({ path, lastmod }) =>
            `  <url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
        )
        .join('\n');
      res.type('application/xml; charset=utf-8').setHeader('Cache-Control', 'public, max-age=600');
      res.send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
      );
    } catch (error) {
      next(error);
    }
  });

  router.get('/rss.xml', async (_req, res, next) => {
    try {
      const [items, config] = await Promise.all([
        latestArticles(db),
        readEffectiveConfig(db, ['footer_title', 'footer_subtitle']),
      ]);
      const title = config.find((c) => c.key === 'footer_title')?.value ?? 'Crecer en Familia';
      const description = config.find((c) => c.key === 'footer_subtitle')?.value ?? '';
      const body = items
        .map(
          (a) => `    <item>
      <title>${escapeXml(a.title)}</title>
      <link>${base}/articulos/${a.id}</link>
      <guid isPermaLink="true">${base}/articulos/${a.id}</guid>
      <pubDate>${a.createdAt.toUTCString()}</pubDate>
      <description>${escapeXml(a.summary)}</description>
    </item>`,
        )
        .join('\n');
      res.type('application/rss+xml; charset=utf-8').setHeader('Cache-Control', 'public, max-age=600');
      res.send(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${base}/</link>
    <description>${escapeXml(description)}</description>
    <language>es</language>
    <atom:link href="${base}/rss.xml" rel="self" type="application/rss+xml" />
${body}
  </channel>
</rss>
`);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
