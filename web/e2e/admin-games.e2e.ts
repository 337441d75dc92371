import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, newPage, PHONE } from './browser';
import {
  goToSection,
  openAdminSession,
  pathIs,
  rowAction,
  shows,
  toast,
  uniqueSuffix,
  type AdminSession,
} from './admin-helpers';
import { currentLane } from './lane';
import { waitForHydration } from './publicSiteHelpers';

/** Game questions and puzzle words: validated in the admin, then played by a family on /juegos. */
describe('admin game questions and puzzle words', () => {
  const browser = useBrowser();
  let admin: AdminSession;
  const baseUrl = currentLane().baseUrl;
  const statement = `Abrazar a un hijo enojado lo ayuda a calmarse (${uniqueSuffix()}).`;
  const puzzleWord = 'ZAFIROJUGOS';
  const activity = 'Busquen juntos un tesoro escondido en casa.';

  beforeAll(async () => {
    admin = await openAdminSession(browser(), baseUrl);
  });
  afterAll(async () => {
    expect(admin.errors).toEqual([]);
  });

  async function visitor(path: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}${path}`);
    return { page, errors, close: () => context.close() };
  }

  /**
   * A game page opened by its address shows 'Comenzar' until the app runs
   * (web/src/features/games/flow/GameStartPanel.tsx); her first tap, key or
   * scroll starts it, and the game takes the panel's place.
   */
  async function startGame(page: Page): Promise<void> {
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('button', { name: 'Comenzar' }).count()).toBe(0);
  }

  it('creates a true/false statement with the spec messages; the answer resets when the type changes', async () => {
    const { page } = admin;
    await goToSection(page, 'Preguntas Juegos');
    await shows(page.getByRole('columnheader', { name: '¿Afirmación Verdadera?' }));
    await shows(page.getByRole('cell', { name: 'N/A' }).first());
    await page.getByRole('link', { name: 'Nueva Pregunta' }).click();
    await pathIs(page, '/admin/games/new');

    await page.getByRole('button', { name: 'Crear Pregunta' }).click();
    await shows(
      page
        .getByRole('main')
        .getByRole('alert')
        .getByText('Por favor, selecciona un tipo de juego e ingresa el texto de la pregunta.'),
    );

    const type = page.getByRole('combobox', { name: 'Tipo de juego' });
    await type.click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(['Probable que', 'Verdadero o Falso', 'Preguntas de Conexión', 'Descubriendo Emociones']);
    await page.getByRole('option', { name: 'Verdadero o Falso' }).click();
    await page.getByRole('textbox', { name: 'Texto de la pregunta' }).fill(statement);
    await page.getByRole('button', { name: 'Crear Pregunta' }).click();
    await shows(
      page
        .getByRole('main')
        .getByRole('alert')
        .getByText("Para 'Verdadero o Falso', debes indicar si la afirmación es verdadera o falsa."),
    );

    await page.getByRole('radio', { name: 'Verdadera' }).check();
    await type.click();
    await page.getByRole('option', { name: 'Probable que' }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'Verdadera' }).count()).toBe(0);
    await type.click();
    await page.getByRole('option', { name: 'Verdadero o Falso' }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'Verdadera' }).isChecked()).toBe(false);
    await expect.poll(() => page.getByRole('radio', { name: 'Falsa' }).isChecked()).toBe(false);
    await page.getByRole('radio', { name: 'Verdadera' }).check();
    await page.getByRole('button', { name: 'Crear Pregunta' }).click();
    await shows(toast(page, 'Pregunta creada correctamente.'));
    await pathIs(page, '/admin/games');
    const row = page.getByRole('row').filter({ hasText: statement });
    await shows(row.getByRole('cell', { name: 'Sí', exact: true }));
    await shows(row.getByRole('cell', { name: 'Verdadero o Falso' }));
  });

  it('plays the new statement in the true/false game', async () => {
    const { page, errors, close } = await visitor('/juegos/verdadero-falso');
    await startGame(page);
    const next = page.getByRole('button', { name: 'Siguiente Pregunta' });
    await shows(next);
    for (let round = 0; round < 100 && (await next.isVisible()); round++) {
      await page.getByRole('button', { name: 'Verdadero', exact: true }).click();
      await next.click();
    }
    await page.getByRole('button', { name: 'Ver Respuestas Familiares' }).click();
    const row = page.getByRole('row').filter({ hasText: statement });
    await shows(row);
    // By accessible name (the family's answer cell reads 'Verdadero Correcta'): on a phone each
    // cell also shows its column's label, hidden from screen readers.
    await expect.poll(() => row.getByRole('cell', { name: 'Verdadero', exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('creates a puzzle word in upper case, saying what A–Z leaves out, with the spec message when fields are missing', async () => {
    const { page } = admin;
    await goToSection(page, 'Rompecabezas');
    await shows(page.getByRole('columnheader', { name: 'Palabra Clave' }));
    await shows(page.getByRole('columnheader', { name: 'Actividad Familiar' }));
    await page.getByRole('link', { name: 'Nueva Palabra' }).click();
    await pathIs(page, '/admin/puzzle-words/new');
    await page.getByRole('button', { name: 'Crear Palabra' }).click();
    await shows(
      page
        .getByRole('main')
        .getByRole('alert')
        .getByText('Por favor, ingresa la palabra clave y la descripción de la actividad.'),
    );

    const word = page.getByRole('textbox', { name: 'Palabra clave' });
    // Nothing she types vanishes: what the puzzle cannot take stays, and the field says why.
    const format = page.getByText(
      'La palabra solo puede tener letras de la A a la Z, sin ñ, espacios, números ni acentos (máximo 15).',
    );
    await word.fill('zafiro 9ñ jugos');
    await expect.poll(() => word.inputValue()).toBe('ZAFIRO 9Ñ JUGOS');
    await shows(format);
    await word.fill('abcdefghijklmnopqrst');
    await expect.poll(() => word.inputValue()).toBe('ABCDEFGHIJKLMNOPQRST');
    await shows(format);
    await word.fill(puzzleWord.toLowerCase());
    await page.getByRole('textbox', { name: 'Actividad familiar' }).fill(activity);
    await page.getByRole('button', { name: 'Crear Palabra' }).click();
    await shows(toast(page, 'Palabra creada correctamente.'));
    await pathIs(page, '/admin/puzzle-words');
    await shows(page.getByRole('row').filter({ hasText: puzzleWord }).getByText(activity));
  });

  it('says on the word field that the word is already in the puzzle', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: 'Nueva Palabra' }).click();
    await pathIs(page, '/admin/puzzle-words/new');
    const word = page.getByRole('textbox', { name: 'Palabra clave' });
    await word.fill(puzzleWord);
    await page.getByRole('textbox', { name: 'Actividad familiar' }).fill('Otra actividad con la misma palabra');
    await page.getByRole('button', { name: 'Crear Palabra' }).click();
    const message = `La palabra «${puzzleWord}» ya está en el rompecabezas.`;
    await shows(page.getByRole('main').getByText(message, { exact: true }));
    await expect.poll(() => word.getAttribute('aria-invalid')).toBe('true');
    await pathIs(page, '/admin/puzzle-words/new');
    // Another word clears the field's message.
    await word.fill(`${puzzleWord}X`);
    await expect.poll(() => page.getByRole('main').getByText(message, { exact: true }).count()).toBe(0);
    await goToSection(page, 'Rompecabezas');
    await page.getByRole('button', { name: 'Salir sin guardar' }).click();
    await pathIs(page, '/admin/puzzle-words');
  });

  it('offers the new word in the puzzle game and solves it', async () => {
    const { page, errors, close } = await visitor('/juegos/puzzle-palabras');
    const instructions = page.getByText(`(${puzzleWord.length} letras)`, { exact: false });
    // The game picks a word at random; reload until ours comes up.
    let found = false;
    for (let attempt = 0; attempt < 40 && !found; attempt++) {
      if (attempt > 0) await page.reload();
      await startGame(page);
      await shows(page.getByRole('group', { name: 'Letras disponibles' }));
      found = await instructions.isVisible();
    }
    expect(found).toBe(true);
    for (const letter of puzzleWord) {
      await page
        .getByRole('button', { name: `Colocar la letra ${letter}` })
        .first()
        .click();
    }
    await shows(page.getByRole('heading', { name: '¡Correcto!' }));
    await shows(page.getByText(activity));
    expect(errors).toEqual([]);
    await close();
  });

  it('shows an error panel with a way back when a question or word to edit does not exist', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/admin/games/edit/987654`);
    await shows(page.getByText('No se encontró la pregunta.'));
    await page.getByRole('link', { name: 'Volver' }).click();
    await pathIs(page, '/admin/games');
    await page.goto(`${baseUrl}/admin/puzzle-words/edit/987654`);
    await shows(page.getByText('No se encontró la palabra.'));
    await page.getByRole('link', { name: 'Volver' }).click();
    await pathIs(page, '/admin/puzzle-words');
  });

  it('deletes the question and the word after confirmation', async () => {
    const { page } = admin;
    await goToSection(page, 'Rompecabezas');
    await rowAction(page, puzzleWord, 'Eliminar');
    await page.getByRole('button', { name: 'Sí, eliminar' }).click();
    await shows(toast(page, 'Palabra Eliminada'));
    await expect.poll(() => page.getByRole('row').filter({ hasText: puzzleWord }).count()).toBe(0);

    await goToSection(page, 'Preguntas Juegos');
    await rowAction(page, statement, 'Eliminar');
    await page.getByRole('button', { name: 'Sí, eliminar' }).click();
    await shows(toast(page, 'Pregunta Eliminada'));
    await expect.poll(() => page.getByRole('row').filter({ hasText: statement }).count()).toBe(0);
  });
});
