import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, PHONE } from './browser';
import { goToSection, openAdminSession, pathIs, shows, toast, uniqueSuffix } from './admin-helpers';
import { currentLane } from './lane';

const HERO_TITLE = 'Acompañando a las familias a crecer juntas';

/** The texts of the toasts on screen (exiting ones included), newest last. */
function shownToasts(page: Page): Promise<string[]> {
  return page.locator('.mantine-Notification-root').allTextContents();
}

/** Fills the required fields of a new article (the default position stays). */
async function fillArticle(page: Page, title: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Resumen' }).fill('Un resumen escrito antes de perder la sesión.');
  await page.getByRole('textbox', { name: 'Contenido' }).click();
  await page.keyboard.type('Texto que no se puede perder.');
  await page.getByRole('combobox', { name: 'Categoría', exact: true }).click();
  await page.getByRole('option').first().click();
}

async function openNewArticle(page: Page, label: 'desktop' | 'phone'): Promise<void> {
  if (label === 'phone') await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
  await goToSection(page, 'Artículos');
  await page.getByRole('link', { name: 'Nuevo Artículo' }).click();
  await pathIs(page, '/admin/articles/new');
  await shows(page.getByRole('heading', { name: 'Nuevo Artículo', level: 1 }));
}

/**
 * The scenario: she signs out in a second tab of the same browser, which ends the
 * session on the server and clears the cookie the first tab also uses.
 */
async function logOutInAnotherTab(context: BrowserContext, baseUrl: string, label: 'desktop' | 'phone') {
  const other = await context.newPage();
  await other.goto(`${baseUrl}/admin`);
  await shows(other.getByRole('heading', { name: 'Dashboard', level: 1 }));
  if (label === 'phone') await other.getByRole('button', { name: 'Abrir menú de navegación' }).click();
  await other.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await pathIs(other, '/');
  await shows(toast(other, 'Sesión cerrada'));
  await other.close();
}

describe('admin session, toasts and logout', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`lands on a complete home page after signing out (${label})`, async () => {
      const { context, page, errors } = await openAdminSession(browser(), baseUrl, viewport);
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto(`${baseUrl}/admin/articles`);
      await shows(page.getByRole('heading', { name: 'Artículos', level: 1 }));
      if (label === 'phone') await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
      await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
      await pathIs(page, '/');
      await shows(toast(page, 'Sesión cerrada'));
      await shows(page.getByRole('heading', { name: HERO_TITLE, level: 1 }));
      await shows(page.getByRole('link', { name: 'Leer artículos' }).first());
      expect(consoleErrors.filter((text) => text.includes('configuración del sitio'))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`replaces an old toast with the newest one, and F8 focuses the toasts (${label})`, async () => {
      const { context, page, errors } = await openAdminSession(browser(), baseUrl, viewport);
      await openNewArticle(page, label);
      await page.getByRole('button', { name: 'Crear Artículo' }).click();
      await shows(toast(page, 'Errores de Validación'));

      await page.keyboard.press('F8');
      await expect
        .poll(() =>
          page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName),
        )
        .toBe('Notificaciones (F8)');
      await expect
        .poll(() => page.getByRole('region', { name: 'Notificaciones (F8)' }).textContent())
        .toContain('Errores de Validación');

      await fillArticle(page, `Un solo aviso ${uniqueSuffix()}`);
      await page.getByRole('button', { name: 'Crear Artículo' }).click();
      await pathIs(page, '/admin/articles');
      // The success replaces the validation toast at once instead of waiting behind it.
      await expect.poll(() => shownToasts(page), { timeout: 2_000 }).toEqual([expect.stringContaining('Éxito')]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`keeps the typed article when the session ends and saves it after signing in again (${label})`, async () => {
      const { context, page, errors } = await openAdminSession(browser(), baseUrl, viewport);
      const title = `Escrito sin sesión ${uniqueSuffix()}`;
      await openNewArticle(page, label);
      await fillArticle(page, title);
      await logOutInAnotherTab(context, baseUrl, label);
      await page.bringToFront();
      await page.getByRole('button', { name: 'Crear Artículo' }).click();

      const dialog = page.getByRole('dialog', { name: 'Tu sesión ha terminado' });
      await shows(dialog);
      await pathIs(page, '/admin/articles/new');
      await expect.poll(() => page.getByRole('textbox', { name: 'Título' }).inputValue()).toBe(title);
      await dialog.getByLabel('Correo electrónico').fill('duena@crecerenfamilia.test');
      await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('clave-segura-e2e-123');
      await dialog.getByRole('button', { name: 'Ingresar y guardar' }).click();

      await shows(toast(page, 'Artículo creado correctamente.'));
      await pathIs(page, '/admin/articles');
      await shows(page.getByRole('row').filter({ hasText: title }));
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('offers the draft back after she gives up the dialog and signs in on the login page', async () => {
    const { context, page, errors } = await openAdminSession(browser(), baseUrl);
    const title = `Borrador recuperado ${uniqueSuffix()}`;
    await openNewArticle(page, 'desktop');
    await fillArticle(page, title);
    await logOutInAnotherTab(context, baseUrl, 'desktop');
    await page.bringToFront();
    await page.getByRole('button', { name: 'Crear Artículo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tu sesión ha terminado' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await shows(toast(page, 'Usuario no autenticado.'));
    await expect.poll(() => page.getByRole('textbox', { name: 'Título' }).inputValue()).toBe(title);

    // Leaving a form with unsaved changes asks the browser's "leave the page?" question: leave.
    page.on('dialog', (prompt) => void prompt.accept());
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByLabel('Correo electrónico').fill('duena@crecerenfamilia.test');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('clave-segura-e2e-123');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await pathIs(page, '/admin');
    await page.goto(`${baseUrl}/admin/articles/new`);
    await page.getByRole('button', { name: 'Recuperar borrador' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Título' }).inputValue()).toBe(title);
    await shows(page.getByRole('textbox', { name: 'Contenido' }).getByText('Texto que no se puede perder.'));
    await page.getByRole('button', { name: 'Crear Artículo' }).click();
    await shows(toast(page, 'Artículo creado correctamente.'));
    // A saved draft is gone: the form starts empty again.
    await page.goto(`${baseUrl}/admin/articles/new`);
    await shows(page.getByRole('heading', { name: 'Nuevo Artículo', level: 1 }));
    await expect.poll(() => page.getByRole('button', { name: 'Recuperar borrador' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers back the unsaved drafts of the guide, question, word and settings forms after a reload', async () => {
    const { context, page, errors } = await openAdminSession(browser(), baseUrl);
    // Reloading a form with unsaved changes asks the browser's "leave the page?" question: leave.
    page.on('dialog', (prompt) => void prompt.accept());
    const forms = [
      { path: '/admin/guides/new', field: 'Título', text: `Guía en borrador ${uniqueSuffix()}` },
      { path: '/admin/games/new', field: 'Texto de la pregunta', text: '¿Qué te hace reír?' },
      { path: '/admin/puzzle-words/new', field: 'Actividad familiar', text: 'Dibujar juntos' },
      { path: '/admin/settings/whatsapp', field: 'Título de la tarjeta', text: 'Escribime cuando quieras' },
    ];
    for (const { path, field, text } of forms) {
      await page.goto(`${baseUrl}${path}`);
      const input = page.getByRole('textbox', { name: field, exact: true });
      await shows(input);
      await input.fill(text);
      await page.reload();
      await page.getByRole('button', { name: 'Recuperar borrador' }).click();
      await expect.poll(() => input.inputValue()).toBe(text);
      // Once recovered, the offer is gone.
      await page.getByRole('button', { name: 'Recuperar borrador' }).waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: 'Descartar Cambios' }).click();
    await page.reload();
    await shows(page.getByRole('textbox', { name: 'Título de la tarjeta', exact: true }));
    await expect.poll(() => page.getByRole('button', { name: 'Recuperar borrador' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what she types while an older draft is on offer, and that draft too', async () => {
    const { context, page, errors } = await openAdminSession(browser(), baseUrl);
    page.on('dialog', (prompt) => void prompt.accept());
    await page.goto(`${baseUrl}/admin/puzzle-words/new`);
    const activity = page.getByRole('textbox', { name: 'Actividad familiar', exact: true });
    await activity.fill('Cocinar juntos');
    await page.reload();
    await shows(page.getByRole('button', { name: 'Recuperar borrador' }));
    // She ignores the offer and types something else.
    await activity.fill('Bailar en la cocina');
    await page.reload();

    // Both texts survive: the newest is offered first, the older one after it.
    await page.getByRole('button', { name: 'Recuperar borrador' }).click();
    await expect.poll(() => activity.inputValue()).toBe('Bailar en la cocina');
    await page.getByRole('button', { name: 'Recuperar borrador' }).click();
    await expect.poll(() => activity.inputValue()).toBe('Cocinar juntos');
    // Recovering the older one put what was in the form on offer in its place; she drops it.
    await page.getByRole('button', { name: 'Descartar borrador' }).click();
    await page.getByRole('button', { name: 'Recuperar borrador' }).waitFor({ state: 'detached' });
    await expect.poll(() => activity.inputValue()).toBe('Cocinar juntos');
    await page.reload();
    await page.getByRole('button', { name: 'Recuperar borrador' }).click();
    await expect.poll(() => activity.inputValue()).toBe('Cocinar juntos');
    await page.getByRole('button', { name: 'Recuperar borrador' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
