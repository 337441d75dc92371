/** robots.txt, sitemap.xml and rss.xml over real HTTP. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { startHttp } from '../../test/http';
import { articles } from '../db/schema';

describe('crawler files', () => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;

  beforeAll(async () => {
    app = await createTestApp('pglite', { config: { publicUrl: 'https://crecer.example' } });
    server = await startHttp(app);
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
  });

  it('disallows the admin in robots.txt and names the sitemap', async () => {
    const text = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Sitemap: https://crecer.example/sitemap.xml');
  });

  it('lists a newly published article in the sitemap index files, with lastmod, and never a draft', async () => {
    const db = app.runtime.services.db;
    const [published] = await db
      .insert(articles)
      .values({
        title: 'Recién publicado',
        summary: 's',
        content: 'c',
        status: 'Publicado',
        imageUrl: '/storage/articleimages/x.png',
      })
      .returning();
    const [draft] = await db
      .insert(articles)
      .values({ title: 'Borrador oculto', summary: 's', content: 'c' })
      .returning();
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const index = await response.text();
    expect(index).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const files = [
      ...index.matchAll(/<sitemap><loc>https:\/\/crecer\.example(\/sitemaps\/[a-z0-9-]+\.xml)<\/loc><lastmod>/g),
    ].map((m) => m[1]);
    expect(files).toEqual(['/sitemaps/paginas.xml', '/sitemaps/articulos-1.xml', '/sitemaps/guias-1.xml']);
    let xml = '';
    for (const file of files) {
      const part = await fetch(`${server.url}${file}`);
      expect(part.status).toBe(200);
      const text = await part.text();
      expect(text).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
      );
      expect(text.endsWith('</urlset>\n')).toBe(true);
      xml += text;
    }
    expect(xml).toContain(
      `<loc>https://crecer.example/articulos/${published?.id}</loc><lastmod>${published?.updatedAt.toISOString()}</lastmod>`,
    );
    expect(xml).not.toContain(`/articulos/${draft?.id}<`);
    const games = [
      'probable-que',
      'verdadero-falso',
      'preguntas-conexion',
      'descubriendo-emociones',
      'puzzle-palabras',
    ];
    const fixedPages = [
      '/',
      '/articulos',
      '/guias',
      '/juegos',
      ...games.map((game) => `/juegos/${game}`),
      '/sobre-mi',
      '/privacidad',
    ];
    for (const path of fixedPages) expect(xml).toContain(`<loc>https://crecer.example${path}</loc>`);
    expect(xml.match(/<url>/g)?.length).toBe(fixedPages.length + 24 + 1 + 8);
    expect((await fetch(`${server.url}/sitemaps/articulos-2.xml`)).status).toBe(404);
    await db.delete(articles).where(eq(articles.id, published?.id ?? 0));
  });

  it('serves a valid RSS 2.0 feed of the latest articles', async () => {
    const response = await fetch(`${server.url}/rss.xml`);
    expect(response.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
    expect(xml).toContain('<atom:link href="https://crecer.example/rss.xml" rel="self" type="application/rss+xml" />');
    const items = xml.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items).toHaveLength(20);
    for (const item of items) {
      expect(item).toMatch(/<title>[^<]+<\/title>/);
      expect(item).toMatch(/<link>https:\/\/crecer\.example\/articulos\/\d+<\/link>/);
      expect(item).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    }
    // Well-formed: every element closes, and no raw ampersand escapes the escaping.
    expect(xml.match(/<item>/g)?.length).toBe(xml.match(/<\/item>/g)?.length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
