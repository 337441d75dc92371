/**
 * A production first start (NODE_ENV=production, no DEMO_CONTENT) on a new database:
 * no demo articles, guides or example payment links go live, and every public page
 * shows the spec's empty states, rendered on the server and after hydration.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newPage, useBrowser } from './browser';
import { startServer, type E2EServer } from './globalSetup';
import { shows } from './admin-helpers';

const EMPTY_ARTICLES = 'No hay artículos disponibles.';
const EMPTY_GUIDES = 'No hay guías disponibles.';
const COME_BACK = '¡Vuelve pronto para más contenido!';

describe('a production site on its first start', () => {
  const browser = useBrowser();
  let server: E2EServer;

  beforeAll(async () => {
    server = await startServer({ NODE_ENV: 'production', APP_SECRET: randomBytes(32).toString('base64url') });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function html(path: string): Promise<string> {
    const response = await fetch(`${server.baseUrl}${path}`);
    expect(response.status, path).toBe(200);
    return response.text();
  }

  it('renders the empty lists on the server, with no demo content or example payment link', async () => {
    for (const [path, empty] of [
      ['/articulos', EMPTY_ARTICLES],
      ['/guias', EMPTY_GUIDES],
    ] as const) {
      const page = await html(path);
      expect(page, path).toContain(empty);
      expect(page, path).toContain(COME_BACK);
    }
    for (const path of ['/', '/articulos', '/guias', '/juegos', '/sobre-mi']) {
      const page = await html(path);
      expect(page, path).not.toContain('mpago.la');
      expect(page, path).not.toContain('Crianza respetuosa');
    }
  });

  it('shows the home page without the featured carousel, which appears only when featured items exist', async () => {
    const page = await html('/');
    expect(page).toContain('Explorar Guías');
    expect(page).toContain('Leer Artículos');
    expect(page).not.toContain('destacados-titulo');
  });

  it('keeps the games playable: their questions and puzzle words are the product’s own', async () => {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: '{ gameQuestions(gameType: PROBABLE_QUE) { id } puzzleWords { word } }' }),
    });
    const { data } = (await response.json()) as { data: { gameQuestions: unknown[]; puzzleWords: unknown[] } };
    expect(data.gameQuestions.length).toBeGreaterThan(0);
    expect(data.puzzleWords.length).toBeGreaterThan(0);
  });

  it('shows the same empty states in the browser after hydration, without errors', async () => {
    const context = await browser().newContext(DESKTOP);
    try {
      const { page, errors } = await newPage(context);
      await page.goto(`${server.baseUrl}/articulos`);
      await shows(page.getByText(EMPTY_ARTICLES));
      await shows(page.getByText(COME_BACK));
      await page.getByRole('link', { name: 'Guías', exact: true }).first().click();
      await shows(page.getByText(EMPTY_GUIDES));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
