/**
 * `npm run dev`: the server renders through Vite's middleware and the browser
 * hydrates with React's development build. Only that build reports attribute
 * mismatches (the production build the rest of the suite runs recovers from
 * them silently), so this is where a server and browser tree of different
 * shapes shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './browser';
import { startServer, type E2EServer } from './globalSetup';

describe('development server (npm run dev)', () => {
  const browser = useBrowser();
  let server: E2EServer;

  /** Warnings and errors the page logs while it loads and hydrates `pathname`. */
  async function consoleProblems(pathname: string): Promise<string[]> {
    const context = await browser().newContext(DESKTOP);
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text().slice(0, 500));
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${server.baseUrl}${pathname}`, { waitUntil: 'networkidle', timeout: 60_000 });
      // Hydrated: React has attached its fiber to the server's <main> (as waitForHydration checks).
      await page.waitForFunction(
        () => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$')),
        null,
        { timeout: 30_000 },
      );
      await page.waitForLoadState('networkidle');
      return problems;
    } finally {
      await context.close();
    }
  }

  beforeAll(async () => {
    server = await startServer({ WEB_DEV: '1' });
    // Vite optimizes the client's dependencies on the first visit and may reload the page once.
    await consoleProblems('/');
  });

  afterAll(async () => {
    await server?.stop();
  });

  it.each(['/', '/articulos', '/sobre-mi'])(
    'renders %s on the server and hydrates it with no React warning or error',
    async (pathname) => {
      expect(await consoleProblems(pathname)).toEqual([]);
    },
  );

  it('starts the client-only admin', async () => {
    const context = await browser().newContext(DESKTOP);
    try {
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/admin/login`, { waitUntil: 'networkidle', timeout: 60_000 });
      await page.getByRole('button', { name: 'Ingresar' }).waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });
});
