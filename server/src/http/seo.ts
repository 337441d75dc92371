/** robots.txt, the sitemaps (sitemap.ts) and rss.xml: what crawlers and feed readers fetch. */
import { BRAND_NAME } from '@crecer/domain/siteDefaults';
import { Router } from 'express';
import type { AppServices } from '../services/appServices';
import { latestArticles } from '../services/content';
import { readEffectiveConfig } from '../services/siteConfig';
import { sitemapRouter } from './sitemap';
import { escapeXml } from './xml';

export function seoRouter(services: AppServices): Router {
  const { db, config } = services;
  const router = Router();
  router.use(sitemapRouter(services));
  const base = config.publicUrl;

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /graphql\nDisallow: /download/\nDisallow: /_datos/\n\n# A sitemap index: it names the files of at most 50,000 URLs under /sitemaps/.\nSitemap: ${base}/sitemap.xml\n`,
    );
  });

  router.get('/rss.xml', async (_req, res, next) => {
    try {
      const [items, config] = await Promise.all([
        latestArticles(db),
        readEffectiveConfig(db, ['footer_title', 'footer_subtitle']),
      ]);
      const title = config.find((c) => c.key === 'footer_title')?.value ?? BRAND_NAME;
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
