import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, newPage } from './browser';
import { goToSection, openAdminSession, shows, toast, type AdminSession } from './admin-helpers';
import { graphqlData } from './graphql';
import { currentLane } from './lane';

/** Content statistics (server-side sort, switches that change the public pages) and the contact inbox. */
describe('admin content statistics and messages', () => {
  const browser = useBrowser();
  let admin: AdminSession;
  const baseUrl = currentLane().baseUrl;
  const article = 'Cómo educar sin gritos: estrategias para los días difíciles';
  let articleId = '';

  beforeAll(async () => {
    admin = await openAdminSession(browser(), baseUrl);
    const data = await graphqlData<{ articles: { items: { id: string; title: string }[] } }>(
      baseUrl,
      'query E2EFindArticle($input: ContentListInput) { articles(input: $input) { items { id title } } }',
      { input: { search: 'educar sin gritos' } },
    );
    articleId = data.articles.items.find((item) => item.title === article)?.id ?? '';
    expect(articleId).not.toBe('');
    // A visitor rates it, so the table has an average to show.
    await graphqlData(
      baseUrl,
      'mutation E2ERate($id: ID!) { rateContent(contentType: ARTICLE, id: $id, rating: 4) { count } }',
      {
        id: articleId,
      },
    );
  });
  afterAll(async () => {
    expect(admin.errors).toEqual([]);
  });

  async function columnTexts(page: Page, index: number): Promise<string[]> {
    return page
      .locator('tbody tr')
      .evaluateAll((rows, column) => rows.map((row) => row.querySelectorAll('td')[column]?.textContent ?? ''), index);
  }

  async function visitArticle(check: (page: Page) => Promise<void>): Promise<void> {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/articulos/${articleId}`);
    await shows(page.getByRole('heading', { name: article, level: 1 }));
    await check(page);
    expect(errors).toEqual([]);
    await context.close();
  }

  it('sorts on the server by the chosen key, toggling the direction on a second click', async () => {
    const { page } = admin;
    await goToSection(page, 'Estadísticas Contenido');
    await shows(page.getByRole('heading', { name: 'Estadísticas de Contenido', level: 1 }));
    for (const header of [
      'Título',
      'Categoría',
      'Vistas',
      'Calificación Prom.',
      'Mostrar Vistas',
      'Mostrar Calificaciones',
      'Destacado',
    ]) {
      await shows(page.getByRole('columnheader', { name: header, exact: true }));
    }
    await shows(page.getByRole('row').filter({ hasText: article }));

    const viewsButton = page.getByRole('button', { name: 'Vistas', exact: true });
    await viewsButton.click();
    await expect.poll(() => viewsButton.getAttribute('aria-pressed')).toBe('true');
    const numbers = async () => (await columnTexts(page, 2)).map(Number);
    await expect
      .poll(async () => {
        const views = await numbers();
        return views.every((value, i) => i === 0 || (views[i - 1] ?? 0) >= value);
      })
      .toBe(true);
    await viewsButton.click();
    await expect
      .poll(async () => {
        const views = await numbers();
        return views.length > 1 && views.every((value, i) => i === 0 || (views[i - 1] ?? 0) <= value);
      })
      .toBe(true);

    const titleButton = page.getByRole('button', { name: 'Título', exact: true });
    await titleButton.click();
    await expect.poll(() => titleButton.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await columnTexts(page, 0))[0]?.toLowerCase().startsWith('a')).toBe(true);
    // The server pages the table: 20 rows and 'Mostrando 20 de Y' with Y every article, then the rest on page 2.
    const footer = page.getByRole('status').filter({ hasText: /^Mostrando \d+ de \d+$/ });
    await expect.poll(() => footer.textContent()).toMatch(/^Mostrando 20 de \d+$/);
    const total = Number((await footer.textContent())?.split(' de ')[1]);
    const ascending = await columnTexts(page, 0);
    await page.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect.poll(() => footer.textContent()).toBe(`Mostrando ${total - 20} de ${total}`);
    ascending.push(...(await columnTexts(page, 0)));
    expect(ascending).toHaveLength(total);
    // A new direction starts again at page 1: the same titles in reverse.
    await titleButton.click();
    await expect.poll(() => columnTexts(page, 0)).toEqual([...ascending].reverse().slice(0, 20));

    const contentType = page.getByRole('radiogroup', { name: 'Tipo de contenido' });
    await contentType.getByText('Guías', { exact: true }).click();
    await shows(page.getByRole('row').filter({ hasText: 'Emocionario familiar: nombrar lo que sentimos' }));
    await contentType.getByText('Artículos', { exact: true }).click();

    await page.getByLabel('Buscar por título').fill('educar');
    await expect.poll(() => columnTexts(page, 0)).toEqual([article]);
    const rating = page.getByRole('row').filter({ hasText: article }).getByRole('cell').nth(3);
    await expect.poll(async () => (await rating.textContent()) ?? '').toMatch(/^\d\.\d \(\d+\)$/);
    await shows(page.getByRole('heading', { name: 'Más vistos' }));
    await shows(page.getByRole('heading', { name: 'Mejor calificados' }));
  });

  it('hides and shows the views of an article on its public page with the switch', async () => {
    const { page } = admin;
    await visitArticle(async (visitor) => {
      await shows(visitor.getByText(/^\d+ vistas?$/));
    });
    const showViews = page.getByRole('switch', { name: `Mostrar vistas de «${article}»` });
    await expect.poll(() => showViews.isChecked()).toBe(true);
    await showViews.click();
    await shows(toast(page, 'Vistas actualizadas'));
    await expect.poll(() => showViews.isChecked()).toBe(false);
    await visitArticle(async (visitor) => {
      await shows(visitor.getByRole('article').or(visitor.getByRole('main')).first());
      await expect.poll(() => visitor.getByText(/^\d+ vistas?$/).count()).toBe(0);
    });

    await showViews.click();
    await expect.poll(() => showViews.isChecked()).toBe(true);
    const featured = page.getByRole('switch', { name: `Destacar «${article}»` });
    const wasFeatured = await featured.isChecked();
    await featured.click();
    await shows(toast(page, 'Destacado actualizado'));
    await page.reload();
    await page.getByLabel('Buscar por título').fill('educar');
    await expect.poll(() => page.getByRole('switch', { name: `Destacar «${article}»` }).isChecked()).toBe(!wasFeatured);
    await page.getByRole('switch', { name: `Destacar «${article}»` }).click();
    await expect.poll(() => page.getByRole('switch', { name: `Destacar «${article}»` }).isChecked()).toBe(wasFeatured);
  });

  it('shows contact messages newest first, marks them read and deletes one after confirmation', async () => {
    const { page } = admin;
    const message = 'Hola, quisiera consultar por una primera sesión para mi hijo de 7 años.';
    await graphqlData(
      baseUrl,
      'mutation E2EContact($name: String!, $email: String!, $message: String!) { sendContactMessage(name: $name, email: $email, message: $message) }',
      { name: 'Mariana Prueba', email: 'mariana@example.com', message },
    );
    await goToSection(page, 'Mensajes');
    const card = page.getByRole('article', { name: 'Mensaje de Mariana Prueba (no leído)' }).first();
    await shows(card);
    await shows(card.getByText(message));
    await shows(card.getByText('Nuevo'));
    await card.getByRole('button', { name: 'Marcar como leído' }).click();
    const readCard = page.getByRole('article', { name: 'Mensaje de Mariana Prueba' }).first();
    await shows(readCard.getByRole('button', { name: 'Marcar como no leído' }));

    const before = await page.getByRole('article', { name: /^Mensaje de Mariana Prueba/ }).count();
    await readCard.getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('dialog', { name: '¿Estás absolutamente seguro?' })
      .getByRole('button', { name: 'Sí, eliminar' })
      .click();
    await shows(toast(page, 'Mensaje Eliminado'));
    await expect.poll(() => page.getByRole('article', { name: /^Mensaje de Mariana Prueba/ }).count()).toBe(before - 1);
  });
});
