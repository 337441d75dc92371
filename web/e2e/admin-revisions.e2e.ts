import { DEFAULT_TIME_ZONE, formatWallTime, instantToWallTime } from '@crecer/domain/schedule';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './a11y';
import {
  closeMenu,
  goToSection,
  openAdminSession,
  pathIs,
  pickFile,
  pngFile,
  rowAction,
  screenshot,
  shows,
  toast,
  uniqueSuffix,
  type AdminSession,
} from './admin-helpers';
import { DESKTOP, newPage, PHONE, useBrowser } from './browser';
import { currentLane } from './lane';
import { RESTORE_KEEPS } from '../src/features/admin/content/history/revisionHistory';

/**
 * Historial (issue 36): an article edited twice, compared with its first version, and the first restored;
 * then, on a phone, a version once saved as a draft restored without taking the article down. Last, the
 * schedule on a phone: the date field reads the moment back, the list's badge shows all of it.
 */
describe('admin revision history', () => {
  const browser = useBrowser();
  let admin: AdminSession;
  const baseUrl = currentLane().baseUrl;
  const suffix = uniqueSuffix();
  const first = { title: `Rutinas de la mañana ${suffix}`, summary: 'Ideas para empezar el día sin apuros.' };
  const second = { title: `Rutinas de la tarde ${suffix}`, summary: 'Ideas para terminar el día con calma.' };
  const third = { title: `Rutinas de la noche ${suffix}`, summary: 'Ideas para dormir mejor en familia.' };
  const withdrawn = { title: `Rutinas en pausa ${suffix}`, summary: 'Un borrador que nunca debió salir.' };
  const republished = { title: `Rutinas de siempre ${suffix}`, summary: 'Lo que funciona en casa, publicado.' };
  let articleId = '';

  beforeAll(async () => {
    admin = await openAdminSession(browser(), baseUrl);
  });
  afterAll(async () => {
    expect(admin.errors).toEqual([]);
  });

  const titleField = (page: Page) => page.getByRole('textbox', { name: 'Título' });

  async function editAndSave(
    page: Page,
    values: { title: string; summary: string },
    extraContent?: string,
    status?: 'Borrador' | 'Publicado',
  ) {
    await page.goto(`${baseUrl}/admin/articles/edit/${articleId}`);
    await expect.poll(() => titleField(page).inputValue()).not.toBe('');
    await titleField(page).fill(values.title);
    await page.getByRole('textbox', { name: 'Resumen' }).fill(values.summary);
    if (status) await page.getByRole('radio', { name: status }).check();
    if (extraContent) {
      await page.getByRole('textbox', { name: 'Contenido' }).click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(extraContent);
    }
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await shows(toast(page, 'Artículo actualizado correctamente.'));
    await pathIs(page, '/admin/articles');
  }

  /** Opens Historial on the edit form and returns the drawer. */
  async function openHistory(page: Page): Promise<Locator> {
    await page.goto(`${baseUrl}/admin/articles/edit/${articleId}`);
    await expect.poll(() => titleField(page).inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Historial' }).click();
    const drawer = page.getByRole('dialog', { name: 'Historial de versiones' });
    await shows(drawer);
    return drawer;
  }

  const versions = (drawer: Locator) =>
    drawer.getByRole('navigation', { name: 'Versiones guardadas' }).getByRole('button');

  it('publishes an article, then edits it twice', async () => {
    const { page } = admin;
    await goToSection(page, 'Artículos');
    await page.getByRole('link', { name: 'Nuevo Artículo' }).click();
    await pathIs(page, '/admin/articles/new');
    // A new article has no history yet: no 'Historial' button.
    await shows(page.getByRole('heading', { name: 'Nuevo Artículo', level: 1 }));
    expect(await page.getByRole('button', { name: 'Historial' }).count()).toBe(0);
    await titleField(page).fill(first.title);
    await page.getByRole('textbox', { name: 'Resumen' }).fill(first.summary);
    await page.getByRole('textbox', { name: 'Contenido' }).click();
    await page.keyboard.type('Desayunar juntos y sin pantallas.');
    await page.getByRole('combobox', { name: 'Categoría', exact: true }).click();
    await page.getByRole('option').first().click();
    await pickFile(page, 'Seleccionar imagen de portada', pngFile('manana.png'));
    await page.getByRole('radio', { name: 'Publicado' }).check();
    await page.getByRole('button', { name: 'Crear Artículo' }).click();
    await shows(toast(page, 'Artículo creado correctamente.'));
    await pathIs(page, '/admin/articles');
    await page.getByRole('button', { name: `Acciones para «${first.title}»` }).click();
    articleId =
      (await page.getByRole('menuitem', { name: 'Ver Artículo' }).getAttribute('href'))?.split('/').pop() ?? '';
    expect(articleId).toMatch(/^\d+$/);
    await closeMenu(page);

    await editAndSave(page, second, ' Y salir a caminar.');
    await editAndSave(page, third);
  });

  it('lists the three versions, newest first, and compares the first with the current text', async () => {
    const { page } = admin;
    const drawer = await openHistory(page);
    await expect.poll(() => versions(drawer).count()).toBe(3);
    await shows(versions(drawer).first().getByText('Actual'));
    await shows(
      versions(drawer)
        .first()
        .getByText(/ · Publicado$/),
    );
    // '26 de noviembre de 2026 a las 18:39:05': the date in Spanish, with the time.
    expect(await versions(drawer).last().textContent()).toMatch(/\d{1,2} de [a-z]+ de \d{4} a las \d{2}:\d{2}:\d{2}/);
    await shows(drawer.getByText('Elige una versión para compararla con la actual.'));

    await versions(drawer).last().click();
    await shows(drawer.getByRole('heading', { name: /^Versión del / }));
    await shows(drawer.locator('ins', { hasText: 'Añadido' }));
    await shows(drawer.locator('del', { hasText: 'Eliminado' }));
    // From the first version to the current one: 'mañana' went, 'noche' came.
    await shows(drawer.locator('del', { hasText: 'mañana' }));
    await shows(drawer.locator('ins', { hasText: 'noche' }));
    await shows(drawer.locator('ins', { hasText: 'caminar' }));
    await shows(drawer.getByText('Sin cambios').first());
    await expectNoSeriousA11yViolations(page, { label: 'Historial', include: '[role="dialog"]' });
    await screenshot(page, 'revisions-1280');
  });

  it('restores the first version after confirming: the form reloads with it and a new version is kept', async () => {
    const { page } = admin;
    const drawer = page.getByRole('dialog', { name: 'Historial de versiones' });
    await drawer.getByRole('button', { name: 'Restaurar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restaurar versión' });
    await shows(confirm.getByText('¿Restaurar esta versión? La versión actual quedará guardada en el historial.'));
    await shows(confirm.getByText('Se restaurarán el título, el resumen y el contenido de esta versión.'));
    await shows(confirm.getByText(RESTORE_KEEPS));
    await confirm.getByRole('button', { name: 'Sí, restaurar' }).click();
    await shows(toast(page, 'Versión restaurada'));
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => titleField(page).inputValue()).toBe(first.title);
    await expect.poll(() => page.getByRole('textbox', { name: 'Resumen' }).inputValue()).toBe(first.summary);

    await page.getByRole('button', { name: 'Historial' }).click();
    const reopened = page.getByRole('dialog', { name: 'Historial de versiones' });
    // Nothing was lost: the replaced version is there, and the restore is the newest.
    await expect.poll(() => versions(reopened).count()).toBe(4);
    await page.keyboard.press('Escape');
    await expect.poll(() => reopened.count()).toBe(0);
  });

  it('shows the restored first version on the public page', async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/articulos/${articleId}`);
    await shows(page.getByRole('heading', { name: first.title, level: 1 }));
    await shows(page.getByRole('main').getByText('Desayunar juntos y sin pantallas.'));
    expect(await page.getByText('salir a caminar').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads on a phone at 390 px', async () => {
    const phone = await openAdminSession(browser(), baseUrl, PHONE);
    const { page } = phone;
    const drawer = await openHistory(page);
    await expect.poll(() => versions(drawer).count()).toBe(4);
    await versions(drawer).nth(1).click();
    const heading = drawer.getByRole('heading', { name: /^Versión del / });
    await shows(heading);
    await heading.scrollIntoViewIfNeeded();
    // Nothing wider than the screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, { label: 'Historial 390', include: '[role="dialog"]' });
    await screenshot(page, 'revisions-390');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('on a phone, restoring a version saved as Borrador brings its words back and leaves the article public', async () => {
    const phone = await openAdminSession(browser(), baseUrl, PHONE);
    const { page } = phone;
    // Withdrawn once as a draft with other words, then published again with new ones.
    await editAndSave(page, withdrawn, undefined, 'Borrador');
    await editAndSave(page, republished, undefined, 'Publicado');
    const drawer = await openHistory(page);
    // Each version names its title: the draft one is found by it.
    const draftVersion = versions(drawer).filter({ hasText: withdrawn.title });
    await shows(draftVersion.getByText(/ · Borrador$/));
    await draftVersion.click();
    await drawer.getByRole('button', { name: 'Restaurar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restaurar versión' });
    await shows(confirm.getByText('Se restaurarán el título y el resumen de esta versión.'));
    await shows(confirm.getByText(RESTORE_KEEPS));
    await confirm.getByRole('button', { name: 'Sí, restaurar' }).click();
    await shows(toast(page, 'Versión restaurada'));
    await expect.poll(() => titleField(page).inputValue()).toBe(withdrawn.title);
    expect(await page.getByRole('radio', { name: 'Publicado' }).isChecked()).toBe(true);

    await page.goto(`${baseUrl}/admin/articles`);
    const row = page.getByRole('row').filter({ hasText: withdrawn.title });
    await shows(row.getByText('Publicado', { exact: true }));
    // Still public, with the restored words: links already sent keep working.
    await expect
      .poll(async () => {
        const response = await fetch(`${baseUrl}/articulos/${articleId}`);
        return `${response.status} ${(await response.text()).includes(withdrawn.title)}`;
      })
      .toBe('200 true');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('on a phone, the date field reads the schedule back in Spanish and the list shows all of it', async () => {
    const phone = await openAdminSession(browser(), baseUrl, PHONE);
    const { page } = phone;
    const title = `Vacaciones programadas ${suffix}`;
    const today = instantToWallTime(new Date(), DEFAULT_TIME_ZONE);
    const day = instantToWallTime(new Date(Date.now() + 3 * 86_400_000), DEFAULT_TIME_ZONE).slice(0, 10);
    const wallTime = `${day}T10:30`;
    // The expected words from the platform's own Spanish calendar, read at noon UTC of that date.
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('es-AR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' })
        .formatToParts(new Date(`${day}T12:00:00Z`))
        .map((part) => [part.type, part.value]),
    );
    const year = day.slice(0, 4) === today.slice(0, 4) ? '' : ` de ${day.slice(0, 4)}`;
    const readBack = `Se publicará el ${parts.weekday} ${parts.day} de ${parts.month}${year} a las 10:30`;

    await page.goto(`${baseUrl}/admin/articles/new`);
    await shows(page.getByRole('heading', { name: 'Nuevo Artículo', level: 1 }));
    await titleField(page).fill(title);
    await page.getByRole('textbox', { name: 'Resumen' }).fill('Ideas para organizar el verano.');
    await page.getByRole('textbox', { name: 'Contenido' }).click();
    await page.keyboard.type('Un plan sencillo para cada semana.');
    await page.getByRole('combobox', { name: 'Categoría', exact: true }).click();
    await page.getByRole('option').first().click();
    await pickFile(page, 'Seleccionar imagen de portada', pngFile('vacaciones.png'));
    await page.getByRole('radio', { name: 'Programar' }).check();
    const when = page.getByLabel('Fecha y hora de publicación');
    await when.fill(wallTime);
    const words = page.getByText(readBack, { exact: true });
    await shows(words);
    // Right under the field, not somewhere else on the page.
    const field = (await when.boundingBox())!;
    const below = (await words.boundingBox())!;
    expect(below.y).toBeGreaterThanOrEqual(field.y + field.height);
    expect(below.y - (field.y + field.height)).toBeLessThan(40);
    await when.scrollIntoViewIfNeeded();
    await screenshot(page, 'schedule-readback-390', words.locator('..'));

    await page.getByRole('button', { name: 'Crear Artículo' }).click();
    await shows(toast(page, 'Artículo creado correctamente.'));
    await pathIs(page, '/admin/articles');
    const row = page.getByRole('row').filter({ hasText: title });
    const badge = row.getByText(`Programado para ${formatWallTime(wallTime)}`);
    await shows(badge);
    // Nothing clipped: the label's text fits its box, and the badge fits the screen.
    const clipped = await badge.evaluate((label) => label.scrollWidth > label.clientWidth);
    expect(clipped).toBe(false);
    const box = (await badge.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'schedule-badge-390', row);

    await rowAction(page, title, 'Eliminar');
    await page.getByRole('button', { name: 'Sí, eliminar' }).click();
    await shows(toast(page, 'Artículo Eliminado'));
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
