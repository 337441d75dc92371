import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE } from './browser';
import { useBrowser } from './browser';
import { openAdminSession, pathIs, shows, submitLogin, toast } from './admin-helpers';
import { currentLane } from './lane';

describe('admin sign-in, route guard, session and layout', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;

  it('keeps admin code, the rich-text editor and the charts out of what a visitor downloads', async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.status() === 200) {
        scripts.push(response.text().catch(() => ''));
      }
    });
    for (const path of ['/', '/articulos', '/guias', '/juegos', '/sobre-mi']) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    }
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    for (const marker of ['Panel de Administración', 'Estadísticas de Contenido', 'ProseMirror', 'recharts-wrapper']) {
      expect(code.filter((source) => source.includes(marker))).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('redirects a visitor to the login page, rejects a wrong password and returns to the page after signing in', async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/admin/articles?q=1`);
    await pathIs(page, '/admin/login');
    await shows(page.getByText('Acceso restringido. Solo para administradores autorizados.'));
    await expect.poll(() => page.getByLabel('Correo electrónico').getAttribute('type')).toBe('email');
    await expect.poll(() => page.getByRole('link', { name: 'Volver al sitio' }).getAttribute('href')).toBe('/');

    await page.getByRole('button', { name: 'Ingresar' }).click();
    await shows(page.getByText('El correo electrónico es obligatorio.'));
    await shows(page.getByText('La contraseña es obligatoria.'));

    await submitLogin(page, 'duena@crecerenfamilia.test', 'clave-incorrecta');
    await shows(toast(page, 'Error de inicio de sesión'));
    await pathIs(page, '/admin/login');

    await submitLogin(page);
    await shows(toast(page, 'Inicio de sesión exitoso'));
    await pathIs(page, '/admin/articles');
    expect(new URL(page.url()).search).toBe('?q=1');
    await shows(page.getByRole('heading', { name: 'Artículos', level: 1 }));

    // Signed in, the login page sends the owner on to the dashboard.
    await page.goto(`${baseUrl}/admin/login`);
    await pathIs(page, '/admin');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows every sidebar entry, opens the public site in a new tab and announces an expired session', async () => {
    const { context, page, errors } = await openAdminSession(browser(), baseUrl);
    const nav = page.getByRole('navigation', { name: 'Navegación del panel' });
    for (const [label, href] of [
      ['Dashboard', '/admin'],
      ['Artículos', '/admin/articles'],
      ['Guías', '/admin/guides'],
      ['Estadísticas Contenido', '/admin/content-stats'],
      ['Preguntas Juegos', '/admin/games'],
      ['Rompecabezas', '/admin/puzzle-words'],
      ['Categorías', '/admin/categories'],
      ['Mensajes', '/admin/messages'],
      ['Compras', '/admin/orders'],
      ['Configuración General', '/admin/settings'],
      ['Página Sobre Mí', '/admin/settings/about-me'],
      ['Configuración WhatsApp', '/admin/settings/whatsapp'],
      ['Cambiar contraseña', '/admin/cambiar-contrasena'],
    ]) {
      await expect.poll(() => nav.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
    }
    const publicLink = nav.getByRole('link', { name: 'Ver sitio público' });
    await expect.poll(() => publicLink.getAttribute('target')).toBe('_blank');
    await expect.poll(() => publicLink.getAttribute('href')).toBe('/');

    // The session disappears (expired or signed out elsewhere): the next admin call is refused.
    await context.clearCookies();
    await nav.getByRole('link', { name: 'Artículos', exact: true }).click();
    await shows(toast(page, 'Sesión Expirada o Inválida'));
    await pathIs(page, '/admin/login');
    await submitLogin(page);
    await pathIs(page, '/admin/articles');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('slides the sidebar in on a phone and signs out to the home page', async () => {
    const { context, page, errors } = await openAdminSession(browser(), baseUrl, PHONE);
    const nav = page.getByRole('navigation', { name: 'Navegación del panel' });
    const guidesLink = nav.getByRole('link', { name: 'Guías', exact: true });
    const openMenu = page.getByRole('button', { name: 'Abrir menú de navegación' });
    // The menu button proves the panel rendered before the sidebar's absence is checked.
    await shows(openMenu);
    await expect.poll(() => guidesLink.isVisible()).toBe(false);
    await openMenu.click();
    await shows(guidesLink);
    await guidesLink.click();
    await pathIs(page, '/admin/guides');
    await expect.poll(() => guidesLink.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await shows(toast(page, 'Sesión cerrada'));
    await pathIs(page, '/');
    await page.goto(`${baseUrl}/admin`);
    await pathIs(page, '/admin/login');
    expect(errors).toEqual([]);
    await context.close();
  });
});
