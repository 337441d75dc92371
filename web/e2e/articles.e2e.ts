import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { SEED_ARTICLES } from '../../server/src/services/seed';
import { DESKTOP, useBrowser, newPage, PHONE } from './browser';
import {
  answerDataAsNewer,
  expectToast,
  fulfillGraphQLError,
  gate,
  holdRequests,
  openAndCountView,
  ratingCount,
  routeOperation,
  waitForCards,
  waitForHydration,
} from './publicSiteHelpers';
import { expectNoSeriousA11yViolations } from './a11y';
import { graphqlRequest } from './graphql';
import { currentLane } from './lane';

const published = SEED_ARTICLES.filter((article) => article.status === 'Publicado');
const newestFirst = [...published].sort((a, b) => a.daysAgo - b.daysAgo).map((article) => article.title);
const oldestFirst = [...newestFirst].reverse();
const publishedIn = (category: string) => published.filter((article) => article.category === category).length;

describe('articles (Postgres → GraphQL → screen)', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;
  const contexts: BrowserContext[] = [];
  const open = async (viewport: typeof DESKTOP | typeof PHONE = DESKTOP) => {
    const context = await browser().newContext(viewport);
    contexts.push(context);
    return { context, ...(await newPage(context)) };
  };
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it('pages, sorts, filters and searches through the URL, and back restores each state (desktop)', async () => {
    const { page, errors } = await open();
    await page.goto(`${baseUrl}/articulos`);
    await page.getByRole('heading', { level: 1, name: 'Artículos para Crecer Juntos' }).waitFor();
    expect(await waitForCards(page, 9)).toEqual(newestFirst.slice(0, 9));

    const pagination = page.getByRole('navigation', { name: 'Paginación' });
    await expect
      .poll(() => pagination.getByRole('link', { name: /^Página \d+$/ }).allTextContents())
      .toEqual(['1', '2', '3']);
    await pagination.getByRole('link', { name: 'Página 2' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?pagina=2');
    expect(await waitForCards(page, 9, newestFirst[9])).toEqual(newestFirst.slice(9, 18));
    await expect
      .poll(() => pagination.getByRole('link', { name: 'Página 2' }).getAttribute('aria-current'))
      .toBe('page');
    await pagination.getByRole('link', { name: 'Página siguiente' }).click();
    expect(await waitForCards(page, 6, newestFirst[18])).toEqual(newestFirst.slice(18));
    await expect.poll(() => pagination.getByRole('button', { name: 'Página siguiente' }).isDisabled()).toBe(true);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('?pagina=2');
    expect(await waitForCards(page, 9, newestFirst[9])).toEqual(newestFirst.slice(9, 18));

    // Changing the sort goes back to page 1.
    await page.getByLabel('Ordenar por').selectOption({ label: 'Más antiguos' });
    await expect.poll(() => new URL(page.url()).search).toBe('?orden=antiguos');
    expect(await waitForCards(page, 9, oldestFirst[0])).toEqual(oldestFirst.slice(0, 9));

    const filters = page.getByRole('group', { name: 'Filtrar por categoría' });
    await expect.poll(() => filters.getByRole('button').first().textContent()).toBe('Todos');
    await expect.poll(() => filters.getByRole('button', { name: 'Todos' }).getAttribute('aria-pressed')).toBe('true');
    await filters.getByRole('button', { name: 'Emociones' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('categoria')).toMatch(/^\d+$/);
    expect(new URL(page.url()).searchParams.get('orden')).toBe('antiguos');
    await waitForCards(page, publishedIn('Emociones'));
    await expect
      .poll(() => filters.getByRole('button', { name: 'Emociones' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => pagination.count()).toBe(0);

    await filters.getByRole('button', { name: 'Desarrollo Infantil' }).click();
    await page.getByText('No hay artículos disponibles.').waitFor();
    await page.getByText('Intenta ajustar tu búsqueda o selección de categoría.').waitFor();

    await filters.getByRole('button', { name: 'Todos' }).click();
    await page.getByRole('searchbox', { name: 'Buscar artículos' }).fill('educacion');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('educacion');
    expect(await waitForCards(page, 1)).toEqual(['Educación emocional: por qué empieza en casa']);
    await page.getByRole('searchbox', { name: 'Buscar artículos' }).fill('educ');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('educ');
    expect((await waitForCards(page, 2)).sort()).toEqual(
      [
        'Cómo educar sin gritos: estrategias para los días difíciles',
        'Educación emocional: por qué empieza en casa',
      ].sort(),
    );

    // Refining a search replaces its history entry: one back leaves the search entirely.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBeNull();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Buscar artículos' }).inputValue()).toBe('');
    expect(await waitForCards(page, 9, oldestFirst[0])).toEqual(oldestFirst.slice(0, 9));
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('categoria')).not.toBeNull();
    await page.getByText('No hay artículos disponibles.').waitFor();

    // A shared filtered address opens in the same state.
    await page.goto(`${baseUrl}/articulos?q=zzzz-sin-resultados&orden=antiguos`);
    await page.getByText('Intenta ajustar tu búsqueda o selección de categoría.').waitFor();
    await expect
      .poll(() => page.getByRole('searchbox', { name: 'Buscar artículos' }).inputValue())
      .toBe('zzzz-sin-resultados');
    await expect.poll(() => page.getByLabel('Ordenar por').inputValue()).toBe('antiguos');

    // An old or edited link: a category that no longer exists (or never could) has nothing in it,
    // before and after hydration; it is not a failure to load, and the address stays as it came.
    for (const category of ['zz', '999999']) {
      await page.goto(`${baseUrl}/articulos?categoria=${category}`);
      await page.getByText('Intenta ajustar tu búsqueda o selección de categoría.').waitFor();
      await waitForHydration(page);
      await page.getByText('Intenta ajustar tu búsqueda o selección de categoría.').waitFor();
      expect(await page.getByText('Hubo un problema al cargar los artículos.').count()).toBe(0);
      expect(new URL(page.url()).searchParams.get('categoria')).toBe(category);
    }
    // A page past the last one: where the list is, one link away.
    await page.goto(`${baseUrl}/articulos?pagina=99`);
    await page.getByText(/^La página 99 no existe: esta lista tiene \d+ páginas\.$/).waitFor();
    await page.getByRole('link', { name: 'Ir a la primera página' }).click();
    expect(await waitForCards(page, 9)).toHaveLength(9);
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });

  it('uses a category dropdown on a phone and resets the page when it changes', async () => {
    const { page, errors } = await open(PHONE);
    await page.goto(`${baseUrl}/articulos?pagina=2`);
    await waitForCards(page, 9, newestFirst[9]);
    await expect.poll(() => page.getByRole('group', { name: 'Filtrar por categoría' }).count()).toBe(0);
    await waitForHydration(page);
    const select = page.getByRole('combobox', { name: 'Categoría' });
    expect((await select.locator('option').allTextContents())[0]).toBe('Todas las categorías');
    await select.selectOption({ label: 'Adolescencia' });
    await expect.poll(() => new URL(page.url()).searchParams.get('pagina')).toBeNull();
    await waitForCards(page, publishedIn('Adolescencia'));
    await select.selectOption({ label: 'Todas las categorías' });
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await waitForCards(page, 9);
    expect(errors).toEqual([]);
  });

  it.each([
    ['hydrated', false],
    ['was rendered afresh, its data newer', true],
  ])('keeps the category, order and search a visitor chose before the page %s (phone)', async (_case, newer) => {
    const { page, errors } = await open(PHONE);
    const data = newer ? await answerDataAsNewer(page) : null;
    // Hold the page's code back: the server's HTML is on screen, its controls not yet React's.
    const pageCode = await holdRequests(page, '**/assets/ArticlesPage-*.js');
    await page.goto(`${baseUrl}/articulos`, { waitUntil: 'commit' });
    const select = page.getByRole('combobox', { name: 'Categoría' });
    await select.selectOption({ label: 'Adolescencia' });
    await page.getByLabel('Ordenar por').selectOption({ label: 'Más antiguos' });
    const chosenCategory = await select.inputValue();
    pageCode.open();
    await waitForHydration(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('orden')).toBe('antiguos');
    expect(new URL(page.url()).searchParams.get('categoria')).toBe(chosenCategory);
    const oldestInCategory = oldestFirst.filter((title) =>
      published.some((article) => article.title === title && article.category === 'Adolescencia'),
    );
    expect(await waitForCards(page, oldestInCategory.length, oldestInCategory[0])).toEqual(oldestInCategory);
    await expect.poll(() => select.inputValue()).toBe(chosenCategory);

    // Words typed in the search box before hydration are searched for too.
    await page.unroute('**/assets/ArticlesPage-*.js');
    const searchCode = await holdRequests(page, '**/assets/ArticlesPage-*.js');
    await page.goto(`${baseUrl}/articulos`, { waitUntil: 'commit' });
    const searchBox = page.getByRole('searchbox', { name: 'Buscar artículos' });
    await searchBox.fill('educ');
    searchCode.open();
    await waitForHydration(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('educ');
    await expect.poll(() => searchBox.inputValue()).toBe('educ');
    // Still in the box, caret at the end: the next keys carry on the word.
    await page.keyboard.type('ación');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('educación');
    if (data) expect(data.answered()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('serves each width its category filter before any script runs (no layout swap on hydration)', async () => {
    for (const [device, visibleFilter, hiddenFilter] of [
      [PHONE, 'combobox', 'group'],
      [DESKTOP, 'group', 'combobox'],
    ] as const) {
      const context = await browser().newContext({ ...device, javaScriptEnabled: false });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/articulos`);
      const byRole = (role: 'combobox' | 'group') =>
        role === 'group'
          ? page.getByRole('group', { name: 'Filtrar por categoría' })
          : page.getByRole('combobox', { name: 'Categoría' });
      await expect.poll(() => byRole(visibleFilter).isVisible()).toBe(true);
      await expect.poll(() => byRole(hiddenFilter).count()).toBe(0);
    }
  });

  it('shows the list error with its toast, loading the toast container only then', async () => {
    const { page, errors } = await open();
    const toastChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/NotificationsHost-[^/]*\.js$/.test(request.url())) toastChunks.push(request.url());
    });
    // The first page arrives server-rendered; the failure is injected into the next client-side query.
    await page.goto(`${baseUrl}/articulos`, { waitUntil: 'networkidle' });
    await waitForCards(page, 9);
    expect(toastChunks).toEqual([]);
    await routeOperation(page, 'ArticlesPage', (route) => fulfillGraphQLError(route, 'fallo simulado', 'INTERNAL'));
    await page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: 'Página 2' }).click();
    await page.getByText('Hubo un problema al cargar los artículos.').waitFor();
    await page.getByText('Por favor, intenta recargar la página o vuelve más tarde.').waitFor();
    await expectToast(page, 'Error', 'No se pudieron cargar los artículos.');
    expect(toastChunks).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('counts a view per visit, rates once with read-only stars and shares on WhatsApp', async () => {
    const title = 'Validar emociones no es dar la razón';
    const first = await open();
    await first.page.goto(`${baseUrl}/articulos?q=${encodeURIComponent('validar emociones')}`);
    await waitForCards(first.page, 1);
    const articleUrl = new URL(
      (await first.page.getByRole('link', { name: title }).getAttribute('href')) ?? '',
      baseUrl,
    ).toString();
    const firstViews = await openAndCountView(first.page, articleUrl);
    await first.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(() => first.page.title()).toBe(`${title} | Crecer en Familia`);
    await expect.poll(() => first.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(articleUrl);

    // Another visitor (a fresh browser context) adds one view.
    const second = await open(PHONE);
    const secondViews = await openAndCountView(second.page, articleUrl);
    expect(secondViews).toBe(firstViews + 1);

    const { page } = second;
    const before = await ratingCount(page);
    await page.getByRole('radio', { name: '4 estrellas' }).click();
    await expectToast(page, 'Calificación Enviada', `¡Gracias por calificar "${title}" con 4 estrellas!`);
    await page.getByText('¡Gracias por tu calificación!').waitFor();
    await expect.poll(() => ratingCount(page)).toBe(before + 1);
    for (const stars of ['1 estrella', '4 estrellas', '5 estrellas'])
      await expect.poll(() => page.getByRole('radio', { name: stars }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('radio', { name: '4 estrellas' }).getAttribute('aria-checked')).toBe('true');

    // The server's HTML is the same for her and for anyone else (cacheable); her stars come after hydration.
    const herHtml = await (await page.request.get(articleUrl)).text();
    const anyoneHtml = await (await fetch(articleUrl)).text();
    expect(herHtml).toBe(anyoneHtml);
    // Back at once through a link shared on Facebook: the same cached page, whose counters may be a
    // few seconds old; her stars and the current count come after hydration, her rating counted.
    await page.goto(`${articleUrl}?fbclid=IwAR0e2e&utm_source=facebook`);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole('radio', { name: '4 estrellas' }).getAttribute('aria-checked'), { timeout: 10_000 })
      .toBe('true');
    await page.getByText('¡Gracias por tu calificación!').waitFor();
    await expect.poll(() => ratingCount(page)).toBe(before + 1);
    for (const stars of ['1 estrella', '4 estrellas', '5 estrellas'])
      await expect.poll(() => page.getByRole('radio', { name: stars }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('radio', { checked: true }).count()).toBe(1);

    await page
      .context()
      .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>wa</title>' }));
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Compartir en WhatsApp' }).click(),
    ]);
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const shareText = new URL(popup.url()).searchParams.get('text') ?? '';
    expect(shareText).toContain(title);
    // The page's address, not the click and campaign that brought her.
    expect(shareText.endsWith(` ${articleUrl}`)).toBe(true);
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
  });

  it('takes no click on the stars until the server has said whether she rated before', async () => {
    const { body } = await graphqlRequest<{ articles: { items: { id: string; showRatings: boolean }[] } }>(
      baseUrl,
      'query E2ERatedArticles { articles(input: { pageSize: 50 }) { items { id showRatings } } }',
    );
    // The oldest rated article: the other tests rate the newest ones.
    const article = body.data?.articles.items.filter((item) => item.showRatings).at(-1);
    expect(article).toBeDefined();
    const { page, errors } = await open(PHONE);
    await page.goto(`${baseUrl}/articulos/${article?.id}`);
    await waitForHydration(page);
    const star = (name: string) => page.getByRole('radio', { name });
    await expect.poll(() => star('4 estrellas').isDisabled()).toBe(false);
    await star('4 estrellas').click();
    await page.getByText('¡Gracias por tu calificación!').waitFor();

    // Her next visit: the answer about her earlier rating is held back while she clicks.
    const answer = gate();
    await routeOperation(page, 'RatingFormMyRating', async (route) => {
      await answer.promise;
      await route.fallback();
    });
    const rateRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.postData()?.includes('RateContent')) rateRequests.push(request.url());
    });
    await page.reload();
    await waitForHydration(page);
    for (const stars of ['1 estrella', '4 estrellas', '5 estrellas'])
      await expect.poll(() => star(stars).isDisabled()).toBe(true);
    await star('1 estrella').click({ force: true });
    answer.open();
    await expect.poll(() => star('4 estrellas').getAttribute('aria-checked')).toBe('true');
    await page.getByText('¡Gracias por tu calificación!').waitFor();
    await expect.poll(() => star('1 estrella').getAttribute('aria-checked')).toBe('false');
    expect(rateRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('rates with the keyboard and resets the stars when rating fails', async () => {
    const { page, errors } = await open();
    await page.goto(`${baseUrl}/articulos`);
    await waitForCards(page, 9);
    await page.getByRole('link', { name: newestFirst[1] }).click();
    await page.getByRole('heading', { level: 1, name: newestFirst[1] }).waitFor();

    await routeOperation(page, 'RateContent', (route) => fulfillGraphQLError(route, 'fallo simulado', 'INTERNAL'));
    await page.getByRole('radio', { name: '3 estrellas' }).click();
    await expectToast(page, 'Error al Calificar', 'No se pudo enviar tu calificación. Inténtalo de nuevo.');
    await expect.poll(() => page.getByRole('radio', { checked: true }).count()).toBe(0);
    await expect.poll(() => page.getByRole('radio', { name: '3 estrellas' }).isDisabled()).toBe(false);

    // Arrow keys only move the choice; Enter sends it.
    await page.unrouteAll({ behavior: 'wait' });
    const before = await ratingCount(page);
    await page.getByRole('radio', { name: '1 estrella' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('radio', { name: '3 estrellas' }).getAttribute('aria-checked')).toBe('true');
    expect(await ratingCount(page)).toBe(before);
    await page.keyboard.press('Enter');
    await page.getByText('¡Gracias por tu calificación!').waitFor();
    await expect.poll(() => ratingCount(page)).toBe(before + 1);
    expect(errors).toEqual([]);
  });

  it('shows the not-found and error states of an article', async () => {
    const { page, errors } = await open();
    for (const id of ['999999', 'no-existe']) {
      const response = await page.goto(`${baseUrl}/articulos/${id}`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Artículo no Encontrado' }).waitFor();
      await page.getByText('El artículo que buscas no existe o no está disponible.').waitFor();
      await page.getByText('Artículo no encontrado o no está publicado.').waitFor();
    }
    await page.goto(`${baseUrl}/articulos`);
    await waitForCards(page, 9);
    await routeOperation(page, 'ArticleDetail', (route) => fulfillGraphQLError(route, 'fallo simulado', 'INTERNAL'));
    await page.getByRole('link', { name: newestFirst[2] }).click();
    await page.getByRole('heading', { level: 1, name: 'Error al Cargar el Artículo' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('has no serious accessibility violations on the list and an article', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl}/articulos`);
    await waitForCards(page, 9);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: newestFirst[0] }).click();
    await page.getByRole('heading', { level: 1, name: newestFirst[0] }).waitFor();
    await page.getByRole('radio', { name: '5 estrellas' }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
