import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_PUZZLE_WORDS, SAMPLE_QUESTIONS } from '@crecer/domain/games';
import type { Request } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './a11y';
import { useBrowser, newPage, PHONE } from './browser';
import { waitForHydration } from './publicSiteHelpers';
import { currentLane } from './lane';

/** GraphQL requests: queries travel as GET (cacheable), mutations as POST. */
const isGraphQL = (url: URL) => url.pathname === '/graphql';

/** The operation text of a GraphQL request, whatever its method. */
function graphqlText(request: Request): string {
  return request.postData() ?? decodeURIComponent(new URL(request.url()).search);
}

/** Families play on phones: every game is played from the hub to its result view on a phone viewport. */
describe('family games (/juegos)', () => {
  const browser = useBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const baseUrl = currentLane().baseUrl;
  afterEach(async () => {
    expect(errors).toEqual([]);
    await context?.close();
  });

  async function open(path = '/juegos', beforeNavigation?: (page: Page) => Promise<unknown>) {
    context = await browser().newContext(PHONE);
    ({ page, errors } = await newPage(context));
    await beforeNavigation?.(page);
    await page.goto(`${baseUrl}${path}`);
    // The games are all buttons: they react once the server-rendered page is hydrated.
    await waitForHydration(page);
  }

  const heading = (name: string | RegExp, level?: number) => page.getByRole('heading', { name, level });
  const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
  const shows = (locator: ReturnType<Page['getByText']>) => expect.poll(() => locator.isVisible()).toBe(true);
  const progress = (text: string) => shows(page.getByText(text, { exact: true }));

  async function startFromHub(title: string, slug: string) {
    await shows(heading('Juegos en Familia', 1));
    await page.getByRole('link', { name: new RegExp(`^${title}`) }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/juegos/${slug}`);
    await shows(heading(title, 1));
  }

  async function backToHubWithButton() {
    await page.getByRole('link', { name: 'Volver a Juegos', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/juegos');
    await shows(heading('Juegos en Familia', 1));
  }

  /** The words of the element that has focus ('' when none). */
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

  // Scoped to the content area these games own; the shared header and footer are scanned by their own specs.
  const expectMainAccessible = () => expectNoSeriousA11yViolations(page, { include: 'main' });

  it('lists the five games with descriptions and passes an accessibility scan', async () => {
    await open();
    await shows(heading('Juegos en Familia', 1));
    const titles = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(titles).toEqual([
      'Probable que',
      'Verdadero o Falso',
      'Preguntas de Conexión',
      'Descubriendo Emociones',
      'Puzzle de Palabras',
    ]);
    await shows(page.getByText(/Voten en cada pregunta/));
    await expectMainAccessible();
  });

  it('plays Probable que to the ranking; the back button and the back arrow return to the hub', async () => {
    await open();
    await startFromHub('Probable que', 'probable-que');
    await page.goBack();
    await shows(heading('Juegos en Familia', 1));
    await page.goForward();
    await progress('Pregunta 1 de 12');

    const votes = [...Array(7).fill('Mamá'), ...Array(3).fill('Papá'), 'Otro', 'Otro'] as string[];
    for (const [index, voter] of votes.entries()) {
      await progress(`Pregunta ${index + 1} de 12`);
      await button(voter).click();
    }
    await shows(heading('¡Fin del juego!'));
    await button('Ver Ranking').click();
    await shows(heading('Ranking Familiar'));
    const ranking = await page.getByRole('list', { name: 'Ranking familiar' }).getByRole('listitem').allTextContents();
    expect(ranking.slice(0, 3)).toEqual(['Mamá7 votos', 'Papá3 votos', 'Otro2 votos']);
    expect(ranking).toHaveLength(6);

    await button('Jugar de Nuevo').click();
    await progress('Pregunta 1 de 12');
    await page.getByRole('link', { name: 'Volver a la lista de juegos' }).click();
    await shows(heading('Juegos en Familia', 1));
  });

  it('plays Verdadero o Falso to the table of family answers against the truth', async () => {
    await open();
    await startFromHub('Verdadero o Falso', 'verdadero-falso');
    await progress('Pregunta 1 de 10');
    const next = button('Siguiente Pregunta');
    await expect.poll(() => next.isDisabled()).toBe(true);
    // By keyboard alone: the new question disables 'Siguiente Pregunta' under focus, and focus
    // goes to the first answer, not back to the top of the page.
    await button('Verdadero').focus();
    for (let index = 1; index <= 10; index += 1) {
      await progress(`Pregunta ${index} de 10`);
      await expect.poll(() => focusedText()).toBe('Verdadero');
      await page.keyboard.press('Space');
      await expect.poll(() => button('Verdadero').getAttribute('aria-pressed')).toBe('true');
      if (index === 1) await expectMainAccessible();
      await next.focus();
      await page.keyboard.press('Enter');
    }
    await button('Ver Respuestas Familiares').click();
    await shows(heading('Respuestas Familiares'));
    // The family answered "Verdadero" to every seeded statement, so only the true ones are right.
    const trueCount = SAMPLE_QUESTIONS.VERDADERO_FALSO.filter((question) => question.isTrue).length;
    const falseCount = 10 - trueCount;
    expect(falseCount).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/^Acertaron/).textContent()).toBe(`Acertaron ${trueCount} de 10.`);
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(11);
    await expect.poll(() => page.getByRole('cell', { name: 'Falso', exact: true }).count()).toBe(falseCount);
    await expect.poll(() => page.getByText('Incorrecta', { exact: true }).count()).toBe(falseCount);
    await backToHubWithButton();
  });

  it('counts down 30 s on connection questions: pause, reset, red at 5, moving on and ending at 0', async () => {
    // Today (not a fixed date): the server renders the footer's year from the real clock.
    const start = new Date();
    await open('/juegos', (page) => page.clock.install({ time: start }));
    await startFromHub('Preguntas de Conexión', 'preguntas-conexion');
    await progress('Pregunta 1 de 12');
    // From here on time only moves when the test says so.
    await page.clock.pauseAt(new Date(start.getTime() + 60 * 60_000));
    const timer = page.getByRole('timer');
    const seconds = () => timer.textContent();
    const color = () => timer.evaluate((element) => element.ownerDocument.defaultView?.getComputedStyle(element).color);
    await expect.poll(seconds).toBe('30');
    const calmColor = await color();

    await button('Iniciar').click();
    await page.clock.runFor(1000);
    await expect.poll(seconds).toBe('29');
    await page.clock.runFor(23_000);
    await expect.poll(seconds).toBe('6');
    await expect.poll(() => timer.getAttribute('data-urgent')).toBe('false');
    await page.clock.runFor(1000);
    await expect.poll(seconds).toBe('5');
    await expect.poll(() => timer.getAttribute('data-urgent')).toBe('true');
    await expect.poll(color).not.toBe(calmColor);

    await button('Pausar').click();
    await page.clock.runFor(10_000);
    expect(await seconds()).toBe('5');
    await button('Reiniciar').click();
    await expect.poll(seconds).toBe('30');
    await page.clock.runFor(5000);
    expect(await seconds()).toBe('30');

    await button('Iniciar').click();
    await page.clock.runFor(30_000);
    await progress('Pregunta 2 de 12');
    await expect.poll(seconds).toBe('30');
    await shows(button('Iniciar'));
    await page.clock.runFor(5000);
    expect(await seconds()).toBe('30');

    for (let index = 2; index < 12; index += 1) await button('Siguiente Pregunta').click();
    await progress('Pregunta 12 de 12');
    await button('Iniciar').click();
    await page.clock.runFor(30_000);
    await shows(heading('¡Fin del juego!'));
    await button('Jugar de Nuevo').click();
    await progress('Pregunta 1 de 12');
    await expect.poll(seconds).toBe('30');
  });

  it('falls back to the built-in questions when the questions cannot be loaded', async () => {
    await open('/juegos', (page) =>
      page.route(isGraphQL, (route) =>
        graphqlText(route.request()).includes('gameQuestions') ? route.abort('failed') : route.fallback(),
      ),
    );
    await startFromHub('Descubriendo Emociones', 'descubriendo-emociones');
    await shows(page.getByText('No se pudieron cargar las preguntas. Usando preguntas de ejemplo.'));
    for (let index = 1; index <= 12; index += 1) {
      await progress(`Pregunta ${index} de 12`);
      await button('Siguiente Pregunta').click();
    }
    await shows(heading('¡Fin del juego!'));
    await button('Jugar de Nuevo').click();
    await progress('Pregunta 1 de 12');
    await page.getByRole('link', { name: 'Volver a la lista de juegos' }).click();
    await shows(heading('Juegos en Familia', 1));
  });

  async function trayWord() {
    const tray = page.getByRole('group', { name: 'Letras disponibles' });
    await expect.poll(() => tray.getByRole('button').count()).toBeGreaterThan(0);
    const letters = (await tray.getByRole('button').allTextContents()).sort().join('');
    const match = SAMPLE_PUZZLE_WORDS.find((sample) => [...sample.word].sort().join('') === letters);
    if (!match) throw new Error(`no seeded word has the letters ${letters}`);
    return match;
  }

  async function placeWord(text: string) {
    for (const char of text) await button(`Colocar la letra ${char}`).first().click();
  }

  it('solves the word puzzle after a wrong try, with two hints at most', async () => {
    await open();
    await startFromHub('Puzzle de Palabras', 'puzzle-palabras');
    const { word, activityDescription } = await trayWord();

    await button('Pedir Pista (2 restantes)').focus();
    await page.keyboard.press('Enter');
    await shows(page.getByText(`Pista: ${word[0]} ${'_ '.repeat(word.length - 2)}_`));
    await expect.poll(() => focusedText()).toBe('Pedir Pista (1 restante)');
    await page.keyboard.press('Enter');
    await shows(page.getByText(`Pista: ${word[0]} ${'_ '.repeat(word.length - 2)}${word.at(-1)}`));
    await expect.poll(() => button('No quedan pistas').isDisabled()).toBe(true);
    // The used-up button lets go of focus: it goes to the first letter, not to the top of the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Colocar la letra /);

    await placeWord([...word].reverse().join(''));
    await shows(page.getByRole('alert').filter({ hasText: 'Inténtalo de nuevo' }));
    await shows(page.getByText('La palabra no es correcta.'));
    const answerRow = page.getByRole('group', { name: 'Tu respuesta' });
    await expect.poll(() => answerRow.getByRole('button').count()).toBe(word.length);
    while ((await answerRow.getByRole('button').count()) > 0) await answerRow.getByRole('button').first().click();

    await placeWord(word);
    await shows(heading('¡Correcto!'));
    await shows(page.getByText(word, { exact: true }));
    await shows(page.getByText(activityDescription));
    await expect.poll(() => page.getByRole('group', { name: 'Letras disponibles' }).count()).toBe(0);

    await button('Jugar de Nuevo').focus();
    await page.keyboard.press('Enter');
    expect((await trayWord()).word).not.toBe(word);
    // The new puzzle has focus on its first letter, where the replay button was.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Colocar la letra /);
    await page.getByRole('link', { name: 'Volver a la lista de juegos' }).click();
    await shows(heading('Juegos en Familia', 1));
  });

  it('shows the puzzle load error with a toast, and retries', async () => {
    const failPuzzle = (page: Page) =>
      page.route(isGraphQL, (route) =>
        graphqlText(route.request()).includes('puzzleWords') ? route.abort('failed') : route.fallback(),
      );
    await open('/juegos/puzzle-palabras', failPuzzle);
    await shows(page.getByRole('alert').filter({ hasText: 'Error al cargar el juego' }));
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Error al Cargar' })
      .filter({ has: button('Reintentar') });
    await shows(alert);
    await shows(alert.getByRole('link', { name: 'Volver' }));
    await page.unroute(isGraphQL);
    await button('Reintentar').click();
    await trayWord();
  });

  it('says so when there are no puzzle words, and rejects an unknown game', async () => {
    await open('/juegos/puzzle-palabras', (page) =>
      page.route(isGraphQL, (route) =>
        graphqlText(route.request()).includes('puzzleWords')
          ? route.fulfill({ json: { data: { puzzleWords: [] } } })
          : route.fallback(),
      ),
    );
    await shows(page.getByText('No hay palabras para el rompecabezas en la base de datos.'));
    await page.goto(`${baseUrl}/juegos/escondidas`);
    await shows(page.getByText('Tipo de juego escondidas no reconocido.'));
  });
});
