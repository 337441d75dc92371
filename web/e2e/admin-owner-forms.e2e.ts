import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser';
import { E2E_ADMIN } from './globalSetup';
import { openAdminSession, pathIs, screenshot, shows, toast, uniqueSuffix } from './admin-helpers';
import { adminCookie, graphqlData } from './graphql';
import { currentLane } from './lane';

const VIEWPORTS = [
  ['1280', DESKTOP],
  ['390', PHONE],
] as const;
const WORD_FORMAT =
  'La palabra solo puede tener letras de la A a la Z, sin ñ, espacios, números ni acentos (máximo 15).';

/** Letters only, for words the puzzle accepts. */
const letters = () => uniqueSuffix().replace(/[^A-Z]/g, 'Q');

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the visible elements among `locators` that the toast covers, by name. */
async function coveredBy(toastBox: Box, locators: Record<string, Locator>): Promise<string[]> {
  const covered: string[] = [];
  for (const [name, locator] of Object.entries(locators)) {
    if (!(await locator.isVisible())) continue;
    const box = await locator.boundingBox();
    if (box && overlaps(toastBox, box)) covered.push(name);
  }
  return covered;
}

async function deleteWord(baseUrl: string, word: string): Promise<void> {
  const cookie = await adminCookie(baseUrl);
  const { puzzleWords } = await graphqlData<{ puzzleWords: { id: string; word: string }[] }>(
    baseUrl,
    'query E2EOwnerWords { puzzleWords { id word } }',
    {},
    cookie,
  );
  const found = puzzleWords.find((item) => item.word === word);
  expect(found, word).toBeDefined();
  await graphqlData(
    baseUrl,
    'mutation E2EOwnerDropWord($id: ID!) { deletePuzzleWord(id: $id) }',
    { id: found?.id },
    cookie,
  );
}

/** She signs out in a second tab: the session ends on the server and in the cookie this tab uses too. */
async function logOutInAnotherTab(context: BrowserContext, baseUrl: string, width: string): Promise<void> {
  const other = await context.newPage();
  await other.goto(`${baseUrl}/admin`);
  await shows(other.getByRole('heading', { name: 'Dashboard', level: 1 }));
  if (width === '390') await other.getByRole('button', { name: 'Abrir menú de navegación' }).click();
  await other.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await pathIs(other, '/');
  await other.close();
}

async function openNewWord(page: Page, baseUrl: string): Promise<{ word: Locator; activity: Locator }> {
  await page.goto(`${baseUrl}/admin/puzzle-words/new`);
  await shows(page.getByRole('heading', { name: 'Nueva Palabra', level: 1 }));
  return {
    word: page.getByRole('textbox', { name: 'Palabra clave' }),
    activity: page.getByRole('textbox', { name: 'Actividad familiar', exact: true }),
  };
}

/** Issue 35, the owner's rows: what she types, toasts, the lost-session dialog and the preview's stars. */
describe("the owner's forms on a phone and a desktop", () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;

  for (const [width, viewport] of VIEWPORTS) {
    it(`shows 'Corazón' as CORAZON and says why 'Niño' cannot be a puzzle word (${width})`, async () => {
      const { context, page, errors } = await openAdminSession(browser(), baseUrl, viewport);
      const { word, activity } = await openNewWord(page, baseUrl);
      const format = page.getByText(WORD_FORMAT);

      // 'Niño': the Ñ stays where she typed it, and the field says why the word cannot be saved.
      await word.click();
      await word.pressSequentially('Niño');
      await activity.fill('Jugar a las escondidas');
      await screenshot(page, `puzzle-message-${width}`);
      await expect.poll(() => word.inputValue()).toBe('NIÑO');
      await shows(format);
      await expect.poll(() => word.getAttribute('aria-invalid')).toBe('true');
      // Saving says it again and keeps her on the form with the word as she typed it.
      await page.getByRole('button', { name: 'Crear Palabra' }).click();
      await shows(page.getByRole('main').getByRole('alert').getByText(WORD_FORMAT));
      await pathIs(page, '/admin/puzzle-words/new');

      // 'Corazón': the accent goes, visibly, and nothing else.
      await word.fill('');
      await word.pressSequentially('Corazón');
      await expect.poll(() => word.inputValue()).toBe('CORAZON');
      await expect.poll(() => word.getAttribute('aria-invalid')).toBeNull();

      const saved = `CANCION${letters()}`;
      await word.fill('');
      await word.pressSequentially(`canción${saved.slice('CANCION'.length).toLowerCase()}`);
      await expect.poll(() => word.inputValue()).toBe(saved);
      await page.getByRole('button', { name: 'Crear Palabra' }).click();
      await shows(toast(page, 'Palabra creada correctamente.'));
      await shows(page.getByRole('row').filter({ hasText: saved }).first());
      await deleteWord(baseUrl, saved);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`says a draft she typed over is kept, with a clean time (${width})`, async () => {
      const { context, page, errors } = await openAdminSession(browser(), baseUrl, viewport);
      // Reloading a changed form asks the browser's "leave the page?" question: leave.
      page.on('dialog', (prompt) => void prompt.accept());
      const { activity } = await openNewWord(page, baseUrl);
      await activity.fill('Cocinar una torta');
      await page.reload();
      const notice = page.getByRole('alert').filter({ hasText: 'Borrador sin guardar' });
      await shows(notice);

      // She ignores the offer and types: the notice says both are kept.
      await activity.click();
      await activity.pressSequentially('Pintar piedras');
      await screenshot(page, `draft-conflict-${width}`);
      await shows(notice.getByText(/Lo que escribes ahora también se guarda/));
      expect(await notice.textContent()).not.toMatch(/\.\./);

      // Recovering the older one puts what she typed on offer: nothing is lost either way.
      await notice.getByRole('button', { name: 'Recuperar borrador' }).click();
      await expect.poll(() => activity.inputValue()).toBe('Cocinar una torta');
      await notice.getByRole('button', { name: 'Recuperar borrador' }).click();
      await expect.poll(() => activity.inputValue()).toBe('Pintar piedras');
      await notice.getByRole('button', { name: 'Descartar borrador' }).click();
      await notice.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Cancelar' }).click();
      await page
        .getByRole('dialog', { name: 'Cambios sin guardar' })
        .getByRole('button', { name: 'Salir sin guardar' })
        .click();
      await pathIs(page, '/admin/puzzle-words');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`places toasts off the navigation, the heading and the save bar (${width})`, async () => {
      const { context, page, errors } = await openAdminSession(browser(), baseUrl, viewport);
      const signedIn = toast(page, 'Inicio de sesión exitoso');
      const box = await signedIn.boundingBox();
      expect(box).not.toBeNull();
      const page_ = {
        header: page.getByRole('banner'),
        navigation: page.getByRole('navigation', { name: 'Navegación del panel' }),
        heading: page.getByRole('heading', { level: 1 }),
      };
      expect(await coveredBy(box!, page_)).toEqual([]);

      // The settings' save bar is stuck to the bottom of the screen: a toast sits above it.
      await page.goto(`${baseUrl}/admin/settings/whatsapp`);
      const save = page.getByRole('button', { name: 'Guardar Cambios' });
      await shows(save);
      await page.keyboard.press('Control+S');
      const nothing = toast(page, 'Sin cambios');
      await shows(nothing);
      // Let the toast's entering transition end before measuring it.
      await page.waitForTimeout(400);
      expect(
        await coveredBy((await nothing.boundingBox())!, {
          ...page_,
          save,
          discard: page.getByRole('button', { name: 'Descartar Cambios' }),
        }),
      ).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`fills in her e-mail when the session ended and she saves (${width})`, async () => {
      const { context, page, errors } = await openAdminSession(browser(), baseUrl, viewport);
      const saved = `SESION${letters()}`;
      const { word, activity } = await openNewWord(page, baseUrl);
      await word.fill(saved);
      await activity.fill('Leer un cuento');
      await logOutInAnotherTab(context, baseUrl, width);
      await page.bringToFront();
      await page.getByRole('button', { name: 'Crear Palabra' }).click();

      const dialog = page.getByRole('dialog', { name: 'Tu sesión ha terminado' });
      await shows(dialog);
      await expect.poll(() => dialog.getByLabel('Correo electrónico').inputValue()).toBe(E2E_ADMIN.email);
      const password = dialog.getByRole('textbox', { name: 'Contraseña', exact: true });
      await expect.poll(() => password.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.keyboard.type(E2E_ADMIN.password);
      await dialog.getByRole('button', { name: 'Ingresar y guardar' }).click();
      await shows(toast(page, 'Palabra creada correctamente.'));
      await pathIs(page, '/admin/puzzle-words');
      await deleteWord(baseUrl, saved);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows the preview's stars at rest, saying they open on the published page (${width})`, async () => {
      const cookie = await adminCookie(baseUrl);
      const { categories } = await graphqlData<{ categories: { id: string }[] }>(
        baseUrl,
        'query E2EOwnerCategories { categories { id } }',
      );
      const { createArticle } = await graphqlData<{ createArticle: { id: string } }>(
        baseUrl,
        'mutation E2EOwnerDraft($input: ArticleInput!) { createArticle(input: $input) { id } }',
        {
          input: {
            title: `Borrador con estrellas ${uniqueSuffix()}`,
            summary: 'Un resumen.',
            content: '<p>Un párrafo.</p>',
            status: 'BORRADOR',
            categoryId: categories[0]?.id,
            categoryPosition: 'TOP_RIGHT',
          },
        },
        cookie,
      );
      const { context, page, errors } = await openAdminSession(browser(), baseUrl, viewport);
      await page.goto(`${baseUrl}/admin/vista-previa/articulos/${createArticle.id}`);
      const stars = page.getByRole('radiogroup', { name: 'Tu calificación' });
      await shows(stars);
      await shows(page.getByText('Vista previa: las estrellas se activan en la página publicada.'));
      expect(await page.getByText('¿Qué te pareció? Elige de 1 a 5 estrellas.').count()).toBe(0);
      expect(await stars.getAttribute('aria-readonly')).toBe('true');
      const star = stars.getByRole('radio').first();
      expect(await star.getAttribute('aria-disabled')).toBe('true');
      expect(await star.evaluate((element) => getComputedStyle(element).cursor)).toBe('default');
      expect(errors).toEqual([]);
      await context.close();
      await graphqlData(
        baseUrl,
        'mutation E2EOwnerDropDraft($id: ID!) { deleteArticle(id: $id) }',
        { id: createArticle.id },
        cookie,
      );
    });
  }

  it('titles the statistics toasts in clean Spanish', async () => {
    const { context, page, errors } = await openAdminSession(browser(), baseUrl);
    const article = 'Cómo educar sin gritos: estrategias para los días difíciles';
    await page.goto(`${baseUrl}/admin/content-stats`);
    await page.getByLabel('Buscar por título').fill('educar');
    for (const [label, title] of [
      ['Mostrar vistas de', 'Vistas actualizadas'],
      ['Mostrar calificaciones de', 'Calificaciones actualizadas'],
      ['Destacar', 'Destacado actualizado'],
    ] as const) {
      const toggle = page.getByRole('switch', { name: `${label} «${article}»` });
      const was = await toggle.isChecked();
      // Twice: the article ends as it was.
      for (const checked of [!was, was]) {
        await toggle.click();
        await expect.poll(() => toggle.isChecked()).toBe(checked);
        await expect.poll(() => page.locator('.mantine-Notification-title').allTextContents()).toEqual([title]);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
