/**
 * What crawlers and link-preview bots get (plain HTTP, no JavaScript), and
 * what the browser does with it (hydration without warnings or refetching).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './browser';
import { waitForHydration } from './publicSiteHelpers';
import { FIRST_SCREEN_SLIDES } from '../src/features/home/FeaturedCarousel/firstScreenSlides';
import { adminCookie, graphqlData, siteSettingSaver } from './graphql';
import { currentLane } from './lane';

const baseUrl = currentLane().baseUrl;

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, html: await response.text() };
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? '{}'),
  );
}

function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

/** Sets the owner's general share image (`site_og_image_url`), as the admin's settings page does. */
async function shareImageSaver() {
  const save = await siteSettingSaver(baseUrl);
  return (value: string | null) => save('site_og_image_url', value);
}

describe('server-rendered HTML (no JavaScript)', () => {
  let article: { id: string; title: string; summary: string };
  let paidGuide: { id: string; title: string; price: number };

  beforeAll(async () => {
    const data = await graphqlData<{
      articles: { items: { id: string; title: string; summary: string }[] };
      guides: { items: { id: string; title: string; price: number | null; isFree: boolean }[] };
    }>(
      baseUrl,
      '{ articles(input: { pageSize: 1 }) { items { id title summary } } guides(input: { pageSize: 50 }) { items { id title price isFree } } }',
    );
    article = data.articles.items[0]!;
    const paid = data.guides.items.find((g) => !g.isFree)!;
    paidGuide = { id: paid.id, title: paid.title, price: paid.price ?? 0 };
  });

  it('renders an article with its content, head, Open Graph and Article JSON-LD', async () => {
    const { status, html } = await page(`/articulos/${article.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${article.title} | Crecer en Familia</title>`);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/articulos/${article.id}" />`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:title')).toBe(`${article.title} | Crecer en Familia`);
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${baseUrl}/storage/`));
    expect(meta(html, 'article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${article.title.slice(0, 20)}`));
    // The page's own head builder (features/articles/articleHead.ts): author, publisher and absolute URLs.
    expect(jsonLd(html)).toContainEqual(
      expect.objectContaining({
        '@type': 'Article',
        headline: article.title,
        author: expect.objectContaining({ '@type': 'Person' }),
        publisher: expect.objectContaining({ '@type': 'Organization' }),
        image: [expect.stringMatching(new RegExp(`^${baseUrl}/storage/`))],
        mainEntityOfPage: `${baseUrl}/articulos/${article.id}`,
      }),
    );
    // Its data is not in the HTML a second time: the browser fetches it when it hydrates.
    expect(html).not.toContain('__PAGE_DATA__');
    const data = await fetch(`${baseUrl}/_datos/articulos/${article.id}`);
    expect(data.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.stringify(await data.json())).toContain(article.title);
    // The version the page names, on the data too, stored or not: the browser hydrates only a match.
    const again = await fetch(`${baseUrl}/_datos/articulos/${article.id}`);
    await again.arrayBuffer();
    expect(again.headers.get('x-cache')).toBe('HIT');
    for (const answer of [data, again]) expect(answer.headers.get('cef-datos-version')).toBe(meta(html, 'cef-datos'));
  });

  it('describes a paid guide as a Product with an ARS offer', async () => {
    const { html } = await page(`/guias/${paidGuide.id}`);
    expect(jsonLd(html)).toContainEqual(
      expect.objectContaining({
        '@type': 'Product',
        name: paidGuide.title,
        offers: expect.objectContaining({ priceCurrency: 'ARS', price: paidGuide.price.toFixed(2) }),
      }),
    );
  });

  it('marks home as a WebSite and About Me as a profile of a Person', async () => {
    expect(jsonLd((await page('/')).html)).toContainEqual(expect.objectContaining({ '@type': 'WebSite' }));
    const about = (await page('/sobre-mi')).html;
    expect(meta(about, 'og:type')).toBe('profile');
    expect(jsonLd(about)).toContainEqual(expect.objectContaining({ '@type': 'Person' }));
  });

  it('gives every list keywords and every shared picture its size, /juegos included', async () => {
    for (const path of ['/articulos', '/guias']) expect(meta((await page(path)).html, 'keywords')).toMatch(/crianza/);
    const articleHtml = (await page(`/articulos/${article.id}`)).html;
    // The picture's JPEG copy (WhatsApp shows no picture above ~300 KB), with the copy's own size.
    const preview = meta(articleHtml, 'og:image') ?? '';
    expect(preview).toMatch(/\.copy-[a-z0-9]{6}\.jpg$/);
    const bytes = Buffer.from(await (await fetch(preview.replace(/^https?:\/\/[^/]+/, baseUrl))).arrayBuffer());
    expect(bytes.length).toBeLessThan(300 * 1024);
    expect(bytes.subarray(0, 3).toString('hex')).toBe('ffd8ff'); // a JPEG
    expect(Number(meta(articleHtml, 'og:image:width'))).toBeGreaterThan(0);
    expect(Number(meta(articleHtml, 'og:image:height'))).toBeGreaterThan(0);

    // The general share image, set the way the owner does it (an uploaded picture's URL), then cleared.
    const { article: shown } = await graphqlData<{ article: { imageUrl: string } }>(
      baseUrl,
      `{ article(id: ${JSON.stringify(article.id)}) { imageUrl } }`,
    );
    const imageUrl = shown.imageUrl;
    expect(imageUrl).toMatch(/^\/storage\//);
    const save = await shareImageSaver();
    expect((await save(imageUrl ?? null)).body.errors).toBeUndefined();
    try {
      const games = (await page('/juegos')).html;
      expect(meta(games, 'og:image')).toBe(preview);
      expect(meta(games, 'og:image:width')).toBe(meta(articleHtml, 'og:image:width'));
      expect(meta(games, 'og:image:height')).toBe(meta(articleHtml, 'og:image:height'));
    } finally {
      await save(null);
    }
  });

  it('gives pages without their own picture the default share image, 1200 × 630, when the owner set none', async () => {
    const defaultImage = `${baseUrl}/og-default.jpg`;
    const { siteConfiguration } = await graphqlData<{ siteConfiguration: { key: string; value: string | null }[] }>(
      baseUrl,
      '{ siteConfiguration { key value } }',
    );
    const ownerImage = siteConfiguration.find((entry) => entry.key === 'site_og_image_url')?.value ?? null;
    const save = await shareImageSaver();
    expect((await save(null)).body.errors).toBeUndefined();
    try {
      for (const path of ['/juegos', '/', '/juegos/probable-que']) {
        const { html } = await page(path);
        expect({ path, image: meta(html, 'og:image') }).toEqual({ path, image: defaultImage });
        expect({ path, width: meta(html, 'og:image:width'), height: meta(html, 'og:image:height') }).toEqual({
          path,
          width: '1200',
          height: '630',
        });
      }
    } finally {
      await save(ownerImage);
    }
    const response = await fetch(defaultImage);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/jpeg/);
    // The file really is the size the head announces (JPEG SOF0 marker: height, then width).
    const bytes = Buffer.from(await response.arrayBuffer());
    const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    expect({ height: bytes.readUInt16BE(sof + 5), width: bytes.readUInt16BE(sof + 7) }).toEqual({
      height: 630,
      width: 1200,
    });
  });

  it('answers 404 for unknown routes and missing or unpublished content', async () => {
    expect((await page('/no-existe')).status).toBe(404);
    const missing = await page('/articulos/999999');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Artículo no Encontrado');
    expect((await page('/guias/999999')).status).toBe(404);
    // A list page past the last: still the list and a way back, but not a page of its own to index.
    const pastEnd = await page('/articulos?pagina=999');
    expect(pastEnd.status).toBe(404);
    expect(pastEnd.html).toMatch(/La página 999 no existe: esta lista tiene \d+ páginas\./);
    expect((await page('/guias?pagina=999')).status).toBe(404);
    expect((await page('/articulos?pagina=2')).status).toBe(200);
    expect((await page('/articulos?q=zzzz-sin-resultados&pagina=2')).status).toBe(200);
  });

  it("keeps an unpublished article's 404 cached whatever a shared link adds, until it is published again", async () => {
    const cookie = await adminCookie(baseUrl);
    // The last article of the list: the one other specs leave alone.
    const { articles } = await graphqlData<{ articles: { items: { id: string }[] } }>(
      baseUrl,
      '{ articles(input: { pageSize: 50 }) { items { id } } }',
    );
    const id = articles.items.at(-1)?.id;
    const { adminArticle } = await graphqlData<{
      adminArticle: {
        title: string;
        summary: string;
        content: string;
        categoryPosition: string;
        category: { id: string };
      };
    }>(
      baseUrl,
      'query E2EArticle($id: ID!) { adminArticle(id: $id) { title summary content categoryPosition category { id } } }',
      { id },
      cookie,
    );
    const { title, summary, content, categoryPosition, category } = adminArticle;
    const setStatus = (status: string) =>
      graphqlData(
        baseUrl,
        'mutation E2EStatus($id: ID!, $input: ArticleInput!) { updateArticle(id: $id, input: $input) { id } }',
        { id, input: { title, summary, content, categoryPosition, categoryId: category.id, status } },
        cookie,
      );
    const shared = async (click: number) => {
      const response = await fetch(`${baseUrl}/articulos/${id}?fbclid=IwAR${click}&utm_source=facebook`);
      return { status: response.status, hit: response.headers.get('x-cache') === 'HIT', html: await response.text() };
    };
    await setStatus('BORRADOR');
    try {
      expect(await shared(1)).toMatchObject({ status: 404, hit: false });
      // Every click on a link to an unpublished article used to render the page again.
      expect(await shared(2)).toMatchObject({ status: 404, hit: true });
      await setStatus('PUBLICADO');
      const published = await shared(3);
      expect(published).toMatchObject({ status: 200, hit: false });
      expect(published.html).toContain(title);
    } finally {
      await setStatus('PUBLICADO');
    }
  });

  it("links each page's stylesheets and lists its scripts after the page, without fetching them", async () => {
    const pageScripts = (html: string): string[] =>
      JSON.parse(/<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(html)?.[1] ?? '[]');
    const home = (await page('/')).html;
    const homeScripts = pageScripts(home);
    expect(homeScripts).toContainEqual(expect.stringMatching(/^\/assets\/HomePage-[\w-]+\.js$/));
    expect(homeScripts).toContainEqual(expect.stringMatching(/^\/assets\/startApp-[\w-]+\.js$/));
    // Listed, not linked: nothing but the entry's tiny helper is fetched before the first paint.
    expect(home).not.toMatch(/<link rel="modulepreload"[^>]*(HomePage|startApp|runtime)-/);
    expect(home).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/HomePage-[\w-]+\.css">/);
    // The page's stylesheet arrives with the HTML (no restyling after hydration), once.
    expect(home.match(/href="\/assets\/HomePage-[\w-]+\.css"/g)).toHaveLength(1);
    expect(home.indexOf('HomePage-')).toBeLessThan(home.indexOf('</head>'));
    const firstPicture = home.indexOf('<img');
    expect(firstPicture).toBeGreaterThan(home.indexOf('<div id="root">'));
    expect(home.indexOf('id="page-scripts"')).toBeGreaterThan(firstPicture);

    const guides = (await page('/guias')).html;
    expect(pageScripts(guides)).toContainEqual(expect.stringMatching(/^\/assets\/GuidesPage-[\w-]+\.js$/));
    expect(guides).not.toMatch(/HomePage-/);
    // A list's first picture is on a phone's first screen: not lazy, fetched first.
    expect(guides).toMatch(/<img [^>]*loading="eager" fetchpriority="high"/i);
    expect(guides.match(/loading="eager"/g)).toHaveLength(1);
    // The admin's page is its own build's: it lists none of these.
    expect(pageScripts((await page('/admin/login')).html)).toEqual([]);
    // The build manifest that names them stays private.
    expect((await page('/.vite/manifest.json')).status).toBe(404);
  });

  it("renders the featured carousel's first screen but leaves its library out of the first load", async () => {
    const { featuredContent } = await graphqlData<{ featuredContent: { title: string }[] }>(
      baseUrl,
      '{ featuredContent { ... on Article { title } ... on Guide { title } } }',
    );
    const home = (await page('/')).html;
    expect(home).toContain('aria-label="Carrusel de contenido destacado"');
    // The slides the widest screen shows (firstScreenSlides.ts), each numbered out of all of them.
    const shown = Math.min(FIRST_SCREEN_SLIDES, featuredContent.length);
    expect(home).toContain(`aria-label="${shown} de ${featuredContent.length}"`);
    expect(home).not.toContain(`aria-label="${shown + 1} de ${featuredContent.length}"`);
    expect(home).not.toMatch(/FeaturedSlides-/);
  });

  it('serves scripts and stylesheets compressed at build time, brotli first', async () => {
    const home = (await page('/')).html;
    for (const file of [/\/assets\/shell-[\w-]+\.js/, /\/assets\/entry-[\w-]+\.css/]) {
      const asset = file.exec(home)?.[0];
      expect(asset).toBeDefined();
      const br = await fetch(`${baseUrl}${asset}`, { headers: { 'accept-encoding': 'br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('cache-control')).toContain('immutable');
      const gz = await fetch(`${baseUrl}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(await br.text()).toBe(await gz.text());
    }
    // Mantine's theme: one stylesheet every page links, compressed and kept for a year.
    const theme = /\/tema-[0-9a-f]+\.css/.exec(home)?.[0];
    expect(theme).toBeDefined();
    const css = await fetch(`${baseUrl}${theme}`, { headers: { 'accept-encoding': 'br' } });
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.headers.get('content-encoding')).toBe('br');
    expect(css.headers.get('cache-control')).toContain('immutable');
    expect(await css.text()).toContain('--mantine-');
  });

  it("serves the admin's own client-only page, from its own build", async () => {
    const response = await fetch(`${baseUrl}/admin/login`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<script type="module" crossorigin src="\/admin\/assets\/admin-[\w-]+\.js"><\/script>/);
    // Nothing of the public build: its scripts and stylesheets all come from /admin/assets.
    expect(html).not.toMatch(/(src|href)="\/assets\//);
    // The admin build's files are hashed and immutable, as the public build's are.
    const script = /src="(\/admin\/assets\/admin-[\w-]+\.js)"/.exec(html)?.[1];
    const asset = await fetch(`${baseUrl}${script}`);
    await asset.arrayBuffer();
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });
});

describe('hydration', () => {
  const browser = useBrowser();

  it.each(['/', '/articulos', '/guias', '/sobre-mi', '/juegos'])(
    'hydrates %s without warnings and without refetching its data',
    async (path) => {
      const context = await browser().newContext(DESKTOP);
      const tab = await context.newPage();
      const problems: string[] = [];
      const dataRequests: string[] = [];
      const failedLoads: string[] = [];
      tab.on('console', (message) => {
        // A resource that fails to load is reported by URL below, not as a hydration problem.
        if (message.text().startsWith('Failed to load resource')) return;
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      tab.on('pageerror', (error) => problems.push(error.message));
      tab.on('response', (response) => {
        if (response.status() >= 400) failedLoads.push(`${response.status()} ${new URL(response.url()).pathname}`);
      });
      tab.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/graphql' && request.method() === 'GET')
          dataRequests.push(url.searchParams.get('operationName') ?? '');
      });
      await tab.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await waitForHydration(tab);
      await tab.waitForLoadState('networkidle');
      expect(await tab.evaluate(() => document.getElementById('root')?.children.length)).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      expect(dataRequests).toEqual([]);
      // Every picture and script the page asks for is there (an article's cover once went
      // missing when a setting that had shared it was cleared: services/media/images.ts).
      expect(failedLoads).toEqual([]);
      await context.close();
    },
  );

  it('hydrates a page whose content changed after it arrived with the fresh content, without a mismatch', async () => {
    // A page read without a touch, then changed (here by the owner; a view count's refresh does
    // the same): the data asked for on the first key is newer than the HTML it should hydrate.
    const context = await browser().newContext(DESKTOP);
    const tab = await context.newPage();
    const problems: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    tab.on('pageerror', (error) => problems.push(error.message));
    await tab.goto(`${baseUrl}/sobre-mi`, { waitUntil: 'networkidle' });
    const { adminSiteConfiguration } = await graphqlData<{ adminSiteConfiguration: { storedValue: string | null }[] }>(
      baseUrl,
      '{ adminSiteConfiguration(keys: ["about_me_subtitle"]) { storedValue } }',
      undefined,
      await adminCookie(baseUrl),
    );
    const before = adminSiteConfiguration[0]?.storedValue ?? null;
    const save = await siteSettingSaver(baseUrl);
    const changed = 'Un subtítulo escrito mientras ella leía';
    try {
      await save('about_me_subtitle', changed);
      await waitForHydration(tab);
      await tab.getByText(changed).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await save('about_me_subtitle', before);
      await context.close();
    }
  });

  it('runs no app for a visit that only reads, and hydrates on the first key', async () => {
    const context = await browser().newContext(DESKTOP);
    const tab = await context.newPage();
    const scripts: string[] = [];
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await tab.goto(`${baseUrl}/articulos`, { waitUntil: 'networkidle' });
    // Only the entry and its own chunk: no React, no Apollo, no page code.
    expect(scripts.filter((path) => !/^\/assets\/(index|entry)-[\w-]+\.js$/.test(path))).toEqual([]);
    expect(await tab.evaluate(() => performance.getEntriesByName('cef:app-start').length)).toBe(0);
    await waitForHydration(tab);
    expect(scripts.some((path) => /\/assets\/runtime-[\w-]+\.js$/.test(path))).toBe(true);
    await context.close();
  });
});
