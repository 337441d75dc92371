/**
 * 'Quitar contenido de ejemplo' on the dashboard, on a server of its own (the shared
 * e2e server's demo is what the other specs read): the dialog says what goes and what
 * stays, Cancelar removes nothing, confirming removes the demo in one step, the card
 * disappears, and the public pages (cached before) show the change at once.
 */
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './a11y';
import { useBrowser } from './browser';
import { openAdminSession, shows, toast, type AdminSession } from './admin-helpers';
import { E2E_ADMIN, startServer, type E2EServer } from './globalSetup';
import { adminCookie, graphqlData } from './graphql';

const EDITED_TITLE = 'Mi versión de la crianza respetuosa';

describe('removing the demo content from the dashboard', () => {
  const browser = useBrowser();
  let server: E2EServer;
  let admin: AdminSession;

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password });
    // She rewrote one demo article before deciding to clear the demo away.
    const cookie = await adminCookie(server.baseUrl);
    const { adminArticles } = await graphqlData<{ adminArticles: { items: { id: string; title: string }[] } }>(
      server.baseUrl,
      '{ adminArticles(input: { search: "Crianza respetuosa" }) { items { id title } } }',
      {},
      cookie,
    );
    const original = adminArticles.items.find((item) => item.title === 'Crianza respetuosa: qué es y qué no es')!;
    const { adminArticle } = await graphqlData<{
      adminArticle: { summary: string; content: string; category: { id: string } };
    }>(
      server.baseUrl,
      'query A($id: ID!) { adminArticle(id: $id) { summary content category { id } } }',
      { id: original.id },
      cookie,
    );
    await graphqlData(
      server.baseUrl,
      'mutation U($id: ID!, $input: ArticleInput!) { updateArticle(id: $id, input: $input) { id } }',
      {
        id: original.id,
        input: {
          title: EDITED_TITLE,
          summary: adminArticle.summary,
          content: adminArticle.content,
          categoryId: adminArticle.category.id,
          categoryPosition: 'TOP_RIGHT',
          status: 'PUBLICADO',
        },
      },
      cookie,
    );
    admin = await openAdminSession(browser(), server.baseUrl);
  });
  afterAll(async () => {
    await admin?.context.close();
    await server?.stop();
  });

  /** The page twice, so the second answer comes from the page cache. */
  async function cachedPage(path: string): Promise<string> {
    await (await fetch(`${server.baseUrl}${path}`)).text();
    const response = await fetch(`${server.baseUrl}${path}`);
    expect(response.headers.get('x-cache'), path).toBe('HIT');
    return response.text();
  }

  it('says what will be removed and what is kept, and Cancelar removes nothing', async () => {
    const { page } = admin;
    expect(await cachedPage('/guias')).toContain('Berrinches: guía completa');
    const button = page.getByRole('button', { name: 'Quitar contenido de ejemplo' });
    // Its words must be readable: they were once painted in the colour of the button itself.
    expect(await textContrast(button)).toBeGreaterThanOrEqual(4.5);
    await button.click();
    const dialog = page.getByRole('dialog', { name: '¿Estás absolutamente seguro?' });
    await shows(dialog);
    for (const line of [
      'Esta acción no se puede deshacer. Se eliminarán permanentemente:',
      '26 artículos de ejemplo, con sus calificaciones y visitas',
      '12 guías de ejemplo, con sus PDF y sus enlaces de pago de ejemplo',
      'Se conservan, porque los modificaste:',
      `«${EDITED_TITLE}»`,
    ])
      await shows(dialog.getByText(line, { exact: true }));
    // Crianza keeps the edited article: six of the seven demo categories go.
    await shows(dialog.getByText('6 categorías de ejemplo que quedan sin contenido'));
    await expectNoSeriousA11yViolations(page, { label: 'the dashboard with the dialog open' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await cachedPage('/guias')).toContain('Berrinches: guía completa');
  });

  it('removes the demo on confirmation, hides the card and the public pages show it at once', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Quitar contenido de ejemplo' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Estás absolutamente seguro?' });
    await dialog.getByRole('button', { name: 'Sí, quitar contenido de ejemplo' }).click();
    await shows(toast(page, 'Contenido de ejemplo eliminado'));
    await shows(toast(page, 'Se quitaron 26 artículos, 12 guías y 6 categorías de ejemplo.'));
    await page.getByRole('heading', { name: 'Contenido de ejemplo' }).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('region', { name: 'Guías Disponibles' }).textContent()).toContain('0');

    const guides = await (await fetch(`${server.baseUrl}/guias`)).text();
    expect(guides).toContain('No hay guías disponibles.');
    expect(guides).not.toContain('mpago.la');
    const articles = await (await fetch(`${server.baseUrl}/articulos`)).text();
    expect(articles).toContain(EDITED_TITLE);
    expect(articles).not.toContain('Rutinas que dan seguridad');

    // Signed in again later, the dashboard has no card: nothing is left to remove.
    await page.reload();
    await shows(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
    await shows(page.getByRole('region', { name: 'Artículos Publicados' }).getByText('1', { exact: true }));
    expect(await page.getByRole('button', { name: 'Quitar contenido de ejemplo' }).count()).toBe(0);
    expect(admin.errors).toEqual([]);
  });
});

/**
 * The WCAG contrast ratio of an element's text against the first painted
 * background behind it (itself or an ancestor), from computed colours.
 */
async function textContrast(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    let background: number[] = [255, 255, 255];
    for (let current: Element | null = node; current; current = current.parentElement) {
      const painted = channels(getComputedStyle(current).backgroundColor);
      if (painted.length === 3 || (painted.length === 4 && painted[3] === 1)) {
        background = painted.slice(0, 3);
        break;
      }
    }
    const label = node.querySelector('.mantine-Button-label') ?? node;
    const [lighter, darker] = [luminance(channels(getComputedStyle(label).color)), luminance(background)].sort(
      (a, b) => b - a,
    );
    return (lighter! + 0.05) / (darker! + 0.05);
  });
}
