import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, newPage, PHONE } from './browser';
import { openAdminSession, pathIs, shows, type AdminSession } from './admin-helpers';
import { routeOperation } from './publicSiteHelpers';
import { expectNoSeriousA11yViolations } from './a11y';
import { currentLane } from './lane';

/** axe-core over every admin screen: no serious or critical violations. */
describe('admin accessibility', () => {
  const browser = useBrowser();
  let admin: AdminSession;
  const baseUrl = currentLane().baseUrl;

  beforeAll(async () => {
    admin = await openAdminSession(browser(), baseUrl);
  });
  afterAll(async () => {
    expect(admin.errors).toEqual([]);
  });

  it.each([
    ['/admin/login', 'Ingresar'],
    ['/admin/olvide-contrasena', 'Enviar enlace'],
    ['/admin/restablecer-contrasena#un-enlace-de-prueba', 'Guardar contraseña'],
  ])('scans %s, reached without a session', async (path, button) => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}${path}`);
    await shows(page.getByRole('button', { name: button }));
    // With the errors of an empty submit showing, so their contrast is checked too.
    if (button !== 'Ingresar') await page.getByRole('button', { name: button }).click();
    await expectNoSeriousA11yViolations(page, { label: path });
    expect(errors).toEqual([]);
    await context.close();
  });

  const screens: [string, string][] = [
    ['/admin', 'Dashboard'],
    ['/admin/articles', 'Artículos'],
    ['/admin/articles/new', 'Nuevo Artículo'],
    ['/admin/guides', 'Guías'],
    ['/admin/guides/new', 'Nueva Guía'],
    ['/admin/content-stats', 'Estadísticas de Contenido'],
    ['/admin/games', 'Preguntas de Juegos'],
    ['/admin/games/new', 'Nueva Pregunta'],
    ['/admin/puzzle-words', 'Palabras del Rompecabezas'],
    ['/admin/puzzle-words/new', 'Nueva Palabra'],
    ['/admin/categories', 'Categorías'],
    ['/admin/messages', 'Mensajes'],
    ['/admin/settings', 'Configuración General'],
    ['/admin/settings/about-me', 'Página Sobre Mí'],
    ['/admin/settings/whatsapp', 'Configuración WhatsApp'],
    ['/admin/cambiar-contrasena', 'Cambiar contraseña'],
  ];

  it.each(screens)('scans %s', async (path, heading) => {
    const { page } = admin;
    await page.goto(`${baseUrl}${path}`);
    await pathIs(page, path);
    await shows(page.getByRole('heading', { name: heading, level: 1 }));
    // Wait for the screen's data (spinners gone) so the scan sees the real content.
    await expect.poll(() => page.locator('.mantine-Loader-root').count(), { timeout: 15_000 }).toBe(0);
    await expectNoSeriousA11yViolations(page, { label: path });
  });

  it('scans unread and read contact messages in every delivery state', async () => {
    // The seeded database may hold no messages at all; an unread card has its own styling to check.
    const { page, errors } = await newPage(admin.context);
    const states = ['pending', 'sending', 'sent', 'failed', 'not_configured'];
    await routeOperation(page, 'ContactMessagesPage', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            contactMessages: states.map((deliveryStatus, index) => ({
              __typename: 'ContactMessage',
              id: String(index + 1),
              name: `Visitante ${index + 1}`,
              email: `visitante${index + 1}@example.com`,
              message: 'Quisiera consultar por una primera sesión.',
              createdAt: new Date(Date.UTC(2026, 10, 20 - index)).toISOString(),
              read: index % 2 === 1,
              deliveryStatus,
            })),
          },
        }),
      }),
    );
    await page.goto(`${baseUrl}/admin/messages`);
    await shows(page.getByRole('article', { name: 'Mensaje de Visitante 1 (no leído)' }));
    await shows(page.getByRole('article', { name: 'Mensaje de Visitante 2' }));
    await expectNoSeriousA11yViolations(page, { label: 'messages, unread and read' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('scans the open dialogs, the edit forms and the phone menu', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/admin/categories`);
    await page.getByRole('button', { name: 'Nueva Categoría' }).click();
    await shows(page.getByRole('dialog', { name: 'Nueva Categoría' }));
    await expectNoSeriousA11yViolations(page, { label: 'category dialog' });
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/admin/guides`);
    await page
      .getByRole('button', { name: /^Acciones para/ })
      .first()
      .click();
    await shows(page.getByRole('menuitem', { name: 'Editar' }));
    await expectNoSeriousA11yViolations(page, { label: 'row menu' });
    // From the keyboard: Enter opens it, the arrows walk its items, Escape returns to the button.
    await page.keyboard.press('Escape');
    const trigger = page.getByRole('button', { name: /^Acciones para/ }).first();
    await expect.poll(() => trigger.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await shows(page.getByRole('menuitem', { name: 'Editar' }));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.evaluate((button) => button === document.activeElement)).toBe(true);
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await shows(page.getByRole('textbox', { name: 'ID de la guía' }));
    await expectNoSeriousA11yViolations(page, { label: 'guide edit' });
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await pathIs(page, '/admin/guides');
    await page
      .getByRole('button', { name: /^Acciones para/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await shows(page.getByRole('dialog', { name: '¿Estás absolutamente seguro?' }));
    // The actions menu animates out while the dialog animates in; scan the settled dialog.
    await page.getByRole('menu').first().waitFor({ state: 'detached', timeout: 5_000 });
    await expectNoSeriousA11yViolations(page, { label: 'delete dialog' });
    await page.getByRole('button', { name: 'Cancelar' }).click();

    const phone = await openAdminSession(browser(), baseUrl, PHONE);
    await phone.page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
    await shows(phone.page.getByRole('link', { name: 'Guías', exact: true }));
    await expectNoSeriousA11yViolations(phone.page, { label: 'phone menu' });
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
