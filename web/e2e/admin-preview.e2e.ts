import type { BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, newPage, PHONE } from './browser';
import { openAdminSession, pathIs, shows, uniqueSuffix } from './admin-helpers';
import { adminCookie, graphqlRequest } from './graphql';
import { currentLane } from './lane';

/**
 * 'Vista previa' (issue #22): a draft opens as its public page will look, kept
 * out of search engines, and only with the owner's session.
 */
describe('admin preview of drafts', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;
  const articleTitle = `Borrador para revisar ${uniqueSuffix()}`;
  const guideTitle = `Guía en preparación ${uniqueSuffix()}`;
  let articleId = '';
  let guideId = '';

  beforeAll(async () => {
    const cookie = await adminCookie(baseUrl);
    const categories = await graphqlRequest<{ categories: { id: string }[] }>(
      baseUrl,
      'query E2EPreviewCategories { categories { id } }',
    );
    const placement = { categoryId: categories.body.data?.categories[0]?.id, categoryPosition: 'TOP_RIGHT' };
    const article = await graphqlRequest<{ createArticle: { id: string } }>(
      baseUrl,
      'mutation E2EDraftArticle($input: ArticleInput!) { createArticle(input: $input) { id } }',
      {
        input: {
          title: articleTitle,
          summary: 'Un resumen que todavía no leyó nadie.',
          content: '<p>Un párrafo <strong>en preparación</strong>.</p>',
          status: 'BORRADOR',
          ...placement,
        },
      },
      cookie,
    );
    expect(article.body.errors).toBeUndefined();
    articleId = article.body.data?.createArticle.id ?? '';
    const guide = await graphqlRequest<{ createGuide: { id: string } }>(
      baseUrl,
      'mutation E2EDraftGuide($input: GuideInput!) { createGuide(input: $input) { id } }',
      {
        input: {
          title: guideTitle,
          description: 'Una guía que todavía no está publicada.',
          price: '1500',
          paymentLink: 'https://mpago.la/e2e-borrador',
          status: 'BORRADOR',
          ...placement,
        },
      },
      cookie,
    );
    expect(guide.body.errors).toBeUndefined();
    guideId = guide.body.data?.createGuide.id ?? '';
  });
  afterAll(async () => {
    const cookie = await adminCookie(baseUrl);
    await graphqlRequest(
      baseUrl,
      'mutation E2EDropDraft($id: ID!) { deleteArticle(id: $id) }',
      { id: articleId },
      cookie,
    );
    await graphqlRequest(baseUrl, 'mutation E2EDropGuide($id: ID!) { deleteGuide(id: $id) }', { id: guideId }, cookie);
  });

  for (const [device, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, BrowserContextOptions][]) {
    it(`opens a draft article from the list menu as its public page, noindex (${device})`, async () => {
      const admin = await openAdminSession(browser(), baseUrl, options);
      await admin.page.goto(`${baseUrl}/admin/articles`);
      await admin.page.getByLabel('Buscar artículos').fill(articleTitle);
      await admin.page.getByRole('button', { name: `Acciones para «${articleTitle}»` }).click();
      const item = admin.page.getByRole('menuitem', { name: 'Vista previa' });
      await expect.poll(() => item.getAttribute('target')).toBe('_blank');
      // A draft has no public page yet: its menu offers the preview, not the public 404.
      await expect.poll(() => admin.page.getByRole('menuitem', { name: 'Ver Artículo' }).count()).toBe(0);
      const [preview] = await Promise.all([admin.context.waitForEvent('page'), item.click()]);
      await pathIs(preview, `/admin/vista-previa/articulos/${articleId}`);

      // The public page's own layout and content, under the preview banner.
      await shows(preview.getByRole('heading', { name: articleTitle, level: 1 }));
      await shows(preview.getByRole('alert').filter({ hasText: 'Vista previa' }));
      await shows(preview.getByText('Es un borrador: solo tú puedes verlo mientras tengas la sesión iniciada.'));
      await shows(preview.locator('strong', { hasText: 'en preparación' }));
      await shows(preview.getByRole('banner').getByRole('link', { name: 'Crecer en Familia' }));
      await shows(preview.getByRole('contentinfo'));
      // The public header as visitors get it: links on a desktop, the menu button on a phone
      // (the admin's full Mantine stylesheet once showed both).
      const phone = device === 'phone';
      await expect.poll(() => preview.getByRole('button', { name: 'Abrir menú' }).isVisible()).toBe(phone);
      await expect
        .poll(() => preview.getByRole('navigation', { name: 'Navegación principal' }).isVisible())
        .toBe(!phone);
      await expect.poll(() => preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await expect.poll(() => preview.title()).toContain(articleTitle);
      // Frozen: nothing is rated, bought or shared from a preview.
      await expect
        .poll(() => preview.locator('article').evaluate((element) => element.closest('[inert]') !== null))
        .toBe(true);

      await preview.getByRole('link', { name: 'Volver a editar' }).click();
      await pathIs(preview, `/admin/articles/edit/${articleId}`);
      // The form offers the same preview of the saved version.
      const formPreview = preview.getByRole('link', { name: 'Vista previa' });
      await expect.poll(() => formPreview.getAttribute('href')).toBe(`/admin/vista-previa/articulos/${articleId}`);
      expect(admin.errors).toEqual([]);
      await admin.context.close();
    });
  }

  it('previews a draft guide from its form', async () => {
    const admin = await openAdminSession(browser(), baseUrl);
    await admin.page.goto(`${baseUrl}/admin/guides/edit/${guideId}`);
    const link = admin.page.getByRole('link', { name: 'Vista previa' });
    const [preview] = await Promise.all([admin.context.waitForEvent('page'), link.click()]);
    await pathIs(preview, `/admin/vista-previa/guias/${guideId}`);
    await shows(preview.getByRole('heading', { name: guideTitle, level: 1 }));
    await shows(preview.getByText('Es un borrador: solo tú puedes verla mientras tengas la sesión iniciada.'));
    await shows(preview.getByText('Sobre esta guía'));
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });

  for (const [device, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as [string, BrowserContextOptions][]) {
    it(`opens a draft guide from the list menu as its public page, without 'Ver Guía' (${device})`, async () => {
      const admin = await openAdminSession(browser(), baseUrl, options);
      await admin.page.goto(`${baseUrl}/admin/guides`);
      await admin.page.getByLabel('Buscar guías').fill(guideTitle);
      await admin.page.getByRole('button', { name: `Acciones para «${guideTitle}»` }).click();
      const item = admin.page.getByRole('menuitem', { name: 'Vista previa' });
      await expect.poll(() => item.getAttribute('target')).toBe('_blank');
      await expect.poll(() => admin.page.getByRole('menuitem', { name: 'Ver Guía' }).count()).toBe(0);
      const [preview] = await Promise.all([admin.context.waitForEvent('page'), item.click()]);
      await pathIs(preview, `/admin/vista-previa/guias/${guideId}`);
      await shows(preview.getByRole('heading', { name: guideTitle, level: 1 }));
      await shows(preview.getByText('Es un borrador: solo tú puedes verla mientras tengas la sesión iniciada.'));
      await expect.poll(() => preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(admin.errors).toEqual([]);
      await admin.context.close();
    });

    it(`keeps drafts and their previews from anyone without the session (${device})`, async () => {
      const context = await browser().newContext(options);
      const { page } = await newPage(context);
      const response = await page.goto(`${baseUrl}/admin/vista-previa/articulos/${articleId}`);
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await pathIs(page, '/admin/login');
      // The login form proves the page rendered, so the absence below means something.
      await shows(page.getByText('Acceso restringido. Solo para administradores autorizados.'));
      await expect.poll(() => page.getByText(articleTitle).count()).toBe(0);
      await page.goto(`${baseUrl}/admin/vista-previa/guias/${guideId}`);
      await pathIs(page, '/admin/login');
      // The login form proves the page rendered, so the absence below means something.
      await shows(page.getByText('Acceso restringido. Solo para administradores autorizados.'));
      await expect.poll(() => page.getByText(guideTitle).count()).toBe(0);

      await page.goto(`${baseUrl}/articulos/${articleId}`);
      await shows(page.getByRole('heading', { name: 'Artículo no Encontrado', level: 1 }));
      await page.goto(`${baseUrl}/guias/${guideId}`);
      await shows(page.getByRole('heading', { name: 'Guía no Encontrada', level: 1 }));

      const { body } = await graphqlRequest(
        baseUrl,
        'query E2EPreviewWithoutSession($id: ID!) { adminArticle(id: $id) { title } }',
        { id: articleId },
      );
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      await context.close();
    });
  }
});
