import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { openAdminSession, pathIs, rowAction, screenshot, shows, toast, uniqueSuffix } from './admin-helpers';
import { adminCookie, graphqlData } from './graphql';
import { currentLane } from './lane';

const VIEWPORTS = [
  ['1280', DESKTOP],
  ['390', PHONE],
] as const;

/** Clicks a sidebar entry; on a phone the sidebar is a slide-in menu opened first. */
async function clickNav(page: Page, width: string, label: string): Promise<void> {
  if (width === '390') await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
  const nav = page.getByRole('navigation', { name: 'Navegación del panel' });
  await (
    label === 'Cerrar Sesión'
      ? nav.getByRole('button', { name: label })
      : nav.getByRole('link', { name: label, exact: true })
  ).click();
}

/**
 * Waits until the page settles one way or the other: the dialog opens, or the page has left
 * `pathname`. The screenshot then shows what she saw, whichever it was.
 */
async function dialogOrGone(page: Page, dialog: Locator, pathname: string): Promise<void> {
  await Promise.race([shows(dialog), page.waitForURL((url) => url.pathname !== pathname, { timeout: 15_000 })]).catch(
    () => undefined,
  );
  // The modal's opening transition, or the next page's first paint.
  await page.waitForTimeout(400);
}

/** Types into a field with the keyboard, as she does (the page gets the user activation beforeunload needs). */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('End');
  await field.pressSequentially(text);
}

/**
 * Issue 35: every way out of a form with unsaved changes asks first (links,
 * Back and Forward, 'Cerrar Sesión', reload, closing the tab), also after she
 * chose 'Seguir editando' once.
 */
describe('leaving a form with unsaved changes', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;
  const word = `SALIDA${uniqueSuffix().replace(/[^A-Z]/g, 'X')}`;
  const activity = 'Salir a caminar juntos';
  let wordId = '';

  beforeAll(async () => {
    const cookie = await adminCookie(baseUrl);
    const created = await graphqlData<{ createPuzzleWord: { id: string } }>(
      baseUrl,
      'mutation E2ELeavingWord($input: PuzzleWordInput!) { createPuzzleWord(input: $input) { id } }',
      { input: { word, activityDescription: activity } },
      cookie,
    );
    wordId = created.createPuzzleWord.id;
  });
  // A test may save the word: each starts from the same activity.
  beforeEach(async () => {
    if (!wordId) return;
    await graphqlData(
      baseUrl,
      'mutation E2ERestoreLeavingWord($id: ID!, $input: PuzzleWordInput!) { updatePuzzleWord(id: $id, input: $input) { id } }',
      { id: wordId, input: { word, activityDescription: activity } },
      await adminCookie(baseUrl),
    );
  });
  afterAll(async () => {
    const cookie = await adminCookie(baseUrl);
    await graphqlData(
      baseUrl,
      'mutation E2EDropLeavingWord($id: ID!) { deletePuzzleWord(id: $id) }',
      { id: wordId },
      cookie,
    );
  });

  /** From the list to the word's form, inside the app (so Back returns to the list inside the app). */
  async function editWord(page: Page, saved = activity): Promise<Locator> {
    await page.goto(`${baseUrl}/admin/puzzle-words`);
    await rowAction(page, word, 'Editar');
    await pathIs(page, `/admin/puzzle-words/edit/${wordId}`);
    const field = page.getByRole('textbox', { name: 'Actividad familiar', exact: true });
    await expect.poll(() => field.inputValue()).toBe(saved);
    return field;
  }

  for (const [width, viewport] of VIEWPORTS) {
    it(`asks on Back and Forward, also after 'Seguir editando' (${width})`, async () => {
      const { context, page, errors } = await openAdminSession(browser(), baseUrl, viewport);
      const editPath = `/admin/puzzle-words/edit/${wordId}`;
      const leave = page.getByRole('dialog', { name: 'Cambios sin guardar' });
      const field = await editWord(page);
      await typeInto(field, ' y charlar');

      // A link first: she chooses to stay.
      await clickNav(page, width, 'Dashboard');
      await shows(leave);
      await leave.getByRole('button', { name: 'Seguir editando' }).click();
      await leave.waitFor({ state: 'detached' });
      await pathIs(page, editPath);

      // Then the browser's Back: the same question, and she is still on the form.
      await page.goBack({ waitUntil: 'commit' });
      await dialogOrGone(page, leave, editPath);
      await screenshot(page, `leave-back-${width}`);
      await shows(leave);
      expect(new URL(page.url()).pathname).toBe(editPath);
      await leave.getByRole('button', { name: 'Seguir editando' }).click();
      await leave.waitFor({ state: 'detached' });
      await expect.poll(() => field.inputValue()).toBe(`${activity} y charlar`);

      // Back again, and this time she leaves.
      await page.goBack({ waitUntil: 'commit' });
      await shows(leave);
      await leave.getByRole('button', { name: 'Salir sin guardar' }).click();
      await pathIs(page, '/admin/puzzle-words');

      // Forward to the form (unchanged: no question), away to the dashboard, Back to the form;
      // a change, then Forward asks.
      await page.goForward({ waitUntil: 'commit' });
      await pathIs(page, editPath);
      await expect.poll(() => field.inputValue()).toBe(activity);
      await clickNav(page, width, 'Dashboard');
      await pathIs(page, '/admin');
      await page.goBack({ waitUntil: 'commit' });
      await pathIs(page, editPath);
      await expect.poll(() => field.inputValue()).toBe(activity);
      await typeInto(field, ' y adelante');
      await page.goForward({ waitUntil: 'commit' });
      await shows(leave);
      expect(new URL(page.url()).pathname).toBe(editPath);
      await leave.getByRole('button', { name: 'Salir sin guardar' }).click();
      await pathIs(page, '/admin');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`asks before 'Cerrar Sesión' (${width})`, async () => {
      const { context, page, errors } = await openAdminSession(browser(), baseUrl, viewport);
      const editPath = `/admin/puzzle-words/edit/${wordId}`;
      const leave = page.getByRole('dialog', { name: 'Cambios sin guardar' });
      const field = await editWord(page);
      await typeInto(field, ' antes de salir');

      await clickNav(page, width, 'Cerrar Sesión');
      await dialogOrGone(page, leave, editPath);
      await screenshot(page, `leave-logout-${width}`);
      await shows(leave);
      await leave.getByRole('button', { name: 'Seguir editando' }).click();
      await leave.waitFor({ state: 'detached' });
      await pathIs(page, editPath);
      await expect.poll(() => field.inputValue()).toBe(`${activity} antes de salir`);
      // Still signed in: the form saves.
      await page.getByRole('button', { name: 'Guardar Cambios' }).click();
      await pathIs(page, '/admin/puzzle-words');
      await shows(toast(page, 'Palabra actualizada correctamente.'));

      const again = await editWord(page, `${activity} antes de salir`);
      await typeInto(again, ' y chau');
      await clickNav(page, width, 'Cerrar Sesión');
      await shows(leave);
      await leave.getByRole('button', { name: 'Salir sin guardar' }).click();
      await pathIs(page, '/');
      await shows(toast(page, 'Sesión cerrada'));
      // Back returns to the admin, signed out.
      await page.goBack();
      await pathIs(page, '/admin/login');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('asks the browser on reload and on closing the tab', async () => {
    const { context, page, errors } = await openAdminSession(browser(), baseUrl);
    const field = await editWord(page);
    await typeInto(field, ' sin perderlo');
    const asked: string[] = [];
    page.on('dialog', (prompt) => {
      asked.push(prompt.type());
      // Reload: she leaves (the draft keeps her text); closing: she stays.
      void (asked.length === 1 ? prompt.accept() : prompt.dismiss());
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await page.getByRole('button', { name: 'Recuperar borrador' }).click();
    await expect.poll(() => field.inputValue()).toBe(`${activity} sin perderlo`);
    await typeInto(field, '!');
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(['beforeunload', 'beforeunload']);
    expect(page.isClosed()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
