/**
 * Goals in 'Estadísticas de Visitas': a family plays 'Descubriendo Emociones'
 * from the hub to its end screen and a reader presses 'Comprar' on a paid
 * guide, in Chromium on a phone; the owner then finds the game started and
 * finished and the guide's click in the report's tables, at 390 and 1280 px,
 * axe clean. Screenshots: docs/screenshots/admin/analytics-goals-*.png with
 * E2E_SCREENSHOTS=docs/screenshots/admin.
 */
import type { Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, useBrowser } from './browser';
import { openAdminSession, pathIs, screenshot, shows, type AdminSession } from './admin-helpers';
import { expectNoSeriousA11yViolations } from './a11y';
import { routeOperation, waitForHydration } from './publicSiteHelpers';
import { currentLane } from './lane';

const GAME = 'Descubriendo Emociones';
const PAID_GUIDE = 'Berrinches: guía completa para acompañar sin gritar';

/** The answer to the next RecordGoal of this goal. */
function goalAnswer(page: Page, goal: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('RecordGoal') &&
      (response.request().postData() ?? '').includes(goal),
  );
}

/** The numbers in a table row's cells (the row's header is its name). */
async function rowNumbers(page: Page, table: string, row: string): Promise<number[]> {
  const cells = page
    .getByRole('table', { name: table })
    .getByRole('row', { name: new RegExp(row) })
    .getByRole('cell');
  return (await cells.allTextContents()).map((text) => Number.parseInt(text, 10));
}

describe('analytics goals: games and the paid guide funnel', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;
  const sessions: AdminSession[] = [];
  afterAll(async () => {
    for (const session of sessions) await session.context.close();
  });

  it('counts a game played to the end and a Comprar click, and shows them to the owner', async () => {
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    const startsSent: string[] = [];
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('GAME_STARTED')) startsSent.push(request.url());
    });
    // Scrolling past a game opened by its address starts the app, and the game shows: not a game started.
    await page.goto(`${baseUrl}/juegos/descubriendo-emociones`);
    await page.waitForLoadState('domcontentloaded');
    await page.mouse.wheel(0, 400);
    await shows(page.getByText('Pregunta 1 de 12', { exact: true }));
    await page.waitForLoadState('networkidle');
    expect(startsSent).toEqual([]);

    await page.goto(`${baseUrl}/juegos`);
    await waitForHydration(page);
    await page.getByRole('link', { name: new RegExp(`^${GAME}`) }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/juegos/descubriendo-emociones');
    // The first tap in the game is the game started.
    const started = goalAnswer(page, 'GAME_STARTED');
    const finished = goalAnswer(page, 'GAME_FINISHED');
    for (let index = 1; index <= 12; index += 1) {
      await shows(page.getByText(`Pregunta ${index} de 12`, { exact: true }));
      await page.getByRole('button', { name: 'Siguiente Pregunta', exact: true }).click();
    }
    await shows(page.getByRole('heading', { name: '¡Fin del juego!' }));
    expect(await (await started).json()).toEqual({ data: { recordGoal: true } });
    expect(startsSent).toHaveLength(1);
    expect(await (await finished).json()).toEqual({ data: { recordGoal: true } });

    // 'Comprar' on the paid guide's page; the checkout itself is held, the test is about the click.
    await routeOperation(page, 'StartCheckout', () => new Promise<void>(() => {}));
    await page.goto(`${baseUrl}/guias?q=berrinches`);
    await waitForHydration(page);
    await page.getByRole('link', { name: PAID_GUIDE }).click();
    await shows(page.getByRole('heading', { level: 1, name: PAID_GUIDE }));
    const clicked = goalAnswer(page, 'GUIDE_BUY_CLICK');
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Comprar por/ })
      .click();
    expect(await (await clicked).json()).toEqual({ data: { recordGoal: true } });
    expect(errors).toEqual([]);
    await context.close();

    for (const [width, viewport] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      const session = await openAdminSession(browser(), baseUrl, viewport);
      sessions.push(session);
      const admin = session.page;
      // Views reach the daily totals with the view buffer's next write: reload until the guide's is in.
      let funnel: number[] = [];
      await expect
        .poll(
          async () => {
            await admin.goto(`${baseUrl}/admin/estadisticas`);
            await pathIs(admin, '/admin/estadisticas');
            await shows(admin.getByRole('heading', { name: 'Juegos', exact: true }));
            funnel = await rowNumbers(admin, 'Guías pagas: de la vista a la compra', PAID_GUIDE);
            return (funnel[0] ?? 0) >= 1;
          },
          { timeout: 30_000, interval: 2_000 },
        )
        .toBe(true);
      expect(funnel[1]).toBeGreaterThanOrEqual(1);
      // Every browser of the run shares one address, so other specs' plays of the game count once with ours.
      const [gameStarted, gameFinished] = await rowNumbers(admin, 'Juegos', GAME);
      expect(gameStarted).toBeGreaterThanOrEqual(1);
      expect(gameFinished).toBeGreaterThanOrEqual(1);
      await shows(admin.getByRole('heading', { name: 'Suscriptores por semana' }));
      await shows(admin.getByRole('heading', { name: 'Envíos a suscriptores' }));
      await shows(admin.getByText(/los juegos empezados y terminados, los clics en «Comprar»/));
      await expectNoSeriousA11yViolations(admin, { label: `estadisticas objetivos ${width}` });
      await screenshot(
        admin,
        `analytics-goals-${width}`,
        admin.getByRole('region', { name: 'Juegos, guías y suscriptores' }),
      );
      expect(session.errors).toEqual([]);
    }
  });
});
