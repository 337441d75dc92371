/** The sitemap index and its files against the protocol's limits, with files cut small enough to see them split. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { articles, guides, PUBLISHED } from '../db/schema';
import { SITEMAP_MAX_URLS } from '../services/content';
import { sitemapRouter } from './sitemap';

const PER_FILE = 7;
const PROTOCOL_MAX_BYTES = 50 * 1024 * 1024;

describe('sitemap index', () => {
  let app: TestApp;
  let server: http.Server;
  let url = '';

  beforeAll(async () => {
    app = await createTestApp('pglite', { config: { publicUrl: 'https://crecer.example' } });
    await app.runtime.services.db.insert(articles).values(
      Array.from({ length: 30 }, (_, i) => ({
        title: `Mapa ${i}`,
        summary: 's',
        content: 'c',
        status: i % 3 === 0 ? ('Borrador' as const) : ('Publicado' as const),
      })),
    );
    const web = express();
    web.use(sitemapRouter(app.runtime.services, { perFile: PER_FILE }));
    server = http.createServer(web);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await app?.close();
  });

  it('keeps every file within the protocol limit of 50,000 URLs', () => {
    expect(SITEMAP_MAX_URLS).toBeLessThanOrEqual(50_000);
  });

  it('names files that together list each published page once, none over its limit, with lastmod', async () => {
    const db = app.runtime.services.db;
    const index = await (await fetch(`${url}/sitemap.xml`)).text();
    const entries = [
      ...index.matchAll(
        /<sitemap><loc>https:\/\/crecer\.example(\/sitemaps\/[a-z0-9-]+\.xml)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g,
      ),
    ];
    expect(entries.length).toBe(index.match(/<sitemap>/g)?.length);
    const publishedArticles = await db.select().from(articles).where(eq(articles.status, PUBLISHED));
    const publishedGuides = await db.select().from(guides).where(eq(guides.status, PUBLISHED));
    expect(entries).toHaveLength(
      1 + Math.ceil(publishedArticles.length / PER_FILE) + Math.ceil(publishedGuides.length / PER_FILE),
    );

    const listed = new Map<string, string>();
    for (const [, file, lastmod] of entries) {
      const response = await fetch(`${url}${file}`);
      expect(response.headers.get('content-type')).toContain('application/xml');
      const xml = await response.text();
      expect(Buffer.byteLength(xml)).toBeLessThan(PROTOCOL_MAX_BYTES);
      const urls = [
        ...xml.matchAll(/<url><loc>https:\/\/crecer\.example([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g),
      ];
      expect(urls.length).toBe(xml.match(/<url>/g)?.length);
      expect(urls.length).toBeGreaterThan(0);
      // The fixed pages are one short file; the content files are cut at the limit under test.
      expect(urls.length).toBeLessThanOrEqual(file === '/sitemaps/paginas.xml' ? SITEMAP_MAX_URLS : PER_FILE);
      // The index dates a file with the newest published row of its kind (the pages file: of any
      // kind), never older than the newest of the file's own URLs.
      const kind = file?.startsWith('/sitemaps/guias')
        ? publishedGuides
        : file?.startsWith('/sitemaps/articulos')
          ? publishedArticles
          : [...publishedArticles, ...publishedGuides];
      expect(lastmod).toBe(
        kind
          .map((row) => row.updatedAt.toISOString())
          .sort()
          .at(-1),
      );
      for (const u of urls) expect(u[2]! <= lastmod!).toBe(true);
      for (const [, path, modified] of urls) {
        expect(listed.has(path ?? '')).toBe(false);
        listed.set(path ?? '', modified ?? '');
      }
    }
    const expected = new Map([
      ...publishedArticles.map((a) => [`/articulos/${a.id}`, a.updatedAt.toISOString()] as const),
      ...publishedGuides.map((g) => [`/guias/${g.id}`, g.updatedAt.toISOString()] as const),
    ]);
    // The pages that are always there, each of the five games and the privacy text among them.
    const games = [
      'probable-que',
      'verdadero-falso',
      'preguntas-conexion',
      'descubriendo-emociones',
      'puzzle-palabras',
    ];
    for (const path of [
      '/',
      '/articulos',
      '/guias',
      '/juegos',
      ...games.map((game) => `/juegos/${game}`),
      '/sobre-mi',
      '/privacidad',
    ]) {
      expect(listed.has(path), path).toBe(true);
      listed.delete(path);
    }
    expect(listed).toEqual(expected);
  });

  it('answers 404 past the last file and for names it does not make', async () => {
    for (const path of ['/sitemaps/articulos-99.xml', '/sitemaps/articulos-0.xml', '/sitemaps/otros-1.xml'])
      expect((await fetch(`${url}${path}`)).status).toBe(404);
  });
});
