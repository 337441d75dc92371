import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, newPage } from './browser';
import {
  goToSection,
  openAdminSession,
  pathIs,
  pickFile,
  pngFile,
  shows,
  toast,
  type AdminSession,
} from './admin-helpers';
import { currentLane } from './lane';

/** The three settings editors: grouped fields, dirty tracking, discard, image upload and the public result. */
describe('admin settings editors', () => {
  const browser = useBrowser();
  let admin: AdminSession;
  const baseUrl = currentLane().baseUrl;
  const newTitle = 'Familias que crecen con calma';
  let originalTitle = '';

  beforeAll(async () => {
    admin = await openAdminSession(browser(), baseUrl);
  });
  afterAll(async () => {
    expect(admin.errors).toEqual([]);
  });

  async function visitor(path: string, check: (page: Page) => Promise<void>): Promise<void> {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}${path}`);
    await check(page);
    expect(errors).toEqual([]);
    await context.close();
  }

  /** The paths of the browser's current history entry and the one Back goes to. */
  async function historyAround(page: Page): Promise<{ previous?: string; current?: string }> {
    const cdp = await page.context().newCDPSession(page);
    const { currentIndex, entries } = await cdp.send('Page.getNavigationHistory');
    await cdp.detach();
    const pathOf = (index: number) => (entries[index] ? new URL(entries[index].url).pathname : undefined);
    return { previous: pathOf(currentIndex - 1), current: pathOf(currentIndex) };
  }

  /** What the page itself says of where it is, for a failure's message. */
  async function whereIs(page: Page): Promise<string> {
    const inPage = await page.evaluate(() => ({ path: location.pathname, entry: history.state as unknown }));
    return JSON.stringify({ ...inPage, browser: await historyAround(page) });
  }

  const saveButton = () => admin.page.getByRole('button', { name: 'Guardar Cambios' });
  const discardButton = () => admin.page.getByRole('button', { name: 'Descartar Cambios' });

  it('shows collapsible groups with labelled fields, keys and help; nothing to save until something changes', async () => {
    const { page } = admin;
    await goToSection(page, 'Configuración General');
    const heroTitle = page.getByLabel('Título principal', { exact: true });
    await shows(heroTitle);
    originalTitle = await heroTitle.inputValue();
    expect(originalTitle).not.toBe('');
    await shows(page.getByText('home_hero_title', { exact: true }));
    await expect
      .poll(() => page.getByLabel('Email del pie de página', { exact: true }).getAttribute('type'))
      .toBe('email');

    const features = page.getByRole('button', { name: 'Características' });
    await expect.poll(() => features.getAttribute('aria-expanded')).toBe('true');
    await features.click();
    await expect.poll(() => features.getAttribute('aria-expanded')).toBe('false');
    await features.click();

    await page.getByRole('button', { name: 'Ayuda: Título principal' }).hover();
    await shows(page.getByRole('tooltip').getByText('Título grande que se ve al entrar a la página de inicio.'));
    await shows(page.getByText('Recomendado: 1920x1080 px (16:9). Máximo 5MB: JPG, PNG, WEBP o GIF.').first());

    await expect.poll(() => saveButton().isDisabled()).toBe(true);
    await expect.poll(() => discardButton().isDisabled()).toBe(true);
    // The keyboard shortcut still works with nothing changed: the editor says so and sends nothing.
    const saveCalls: string[] = [];
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('SaveSiteConfiguration')) saveCalls.push(request.url());
    });
    await heroTitle.press('Control+s');
    await shows(toast(page, 'Sin cambios'));
    await shows(toast(page, 'No hay nada que guardar.'));
    expect(saveCalls).toEqual([]);
  });

  it('discards an edit back to the saved value', async () => {
    const { page } = admin;
    const heroTitle = page.getByLabel('Título principal', { exact: true });
    await heroTitle.fill('Un título que no se guardará');
    await expect.poll(() => saveButton().isDisabled()).toBe(false);
    await discardButton().click();
    await shows(toast(page, 'Se han restaurado los valores originales.'));
    await expect.poll(() => heroTitle.inputValue()).toBe(originalTitle);
    await expect.poll(() => saveButton().isDisabled()).toBe(true);
  });

  it('saves a new hero title and image that the home page shows, then restores them', async () => {
    const { page } = admin;
    await page.getByLabel('Título principal', { exact: true }).fill(newTitle);
    await pickFile(page, 'Cambiar imagen: Imagen principal', pngFile('portada-inicio.png', [250, 200, 120]));
    await shows(page.getByRole('img', { name: 'Vista previa: Imagen principal' }));
    await shows(page.getByText('Nueva imagen: portada-inicio.png (se subirá al guardar)'));
    await saveButton().click();
    await shows(toast(page, 'Los cambios en el sitio han sido guardados.'));
    await expect.poll(() => saveButton().isDisabled()).toBe(true);
    const preview = page.getByRole('img', { name: 'Vista previa: Imagen principal' });
    await expect.poll(async () => (await preview.getAttribute('src')) ?? '').toContain('/storage/');

    await visitor('/', async (home) => {
      await shows(home.getByRole('heading', { name: newTitle, level: 1 }));
      const heroImage = home.locator('section[aria-labelledby="inicio-titulo"] img').first();
      await expect.poll(async () => (await heroImage.getAttribute('src')) ?? '').toContain('/storage/');
      await expect
        .poll(() => heroImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    });

    await page.getByLabel('Título principal', { exact: true }).fill(originalTitle);
    await page.getByRole('button', { name: 'Quitar imagen: Imagen principal' }).click();
    await shows(page.getByText('La imagen se quitará al guardar.'));
    await saveButton().click();
    await shows(toast(page, 'Configuración guardada'));
    await expect.poll(() => page.getByRole('img', { name: 'Vista previa: Imagen principal' }).count()).toBe(0);
    await visitor('/', async (home) => {
      await shows(home.getByRole('heading', { name: originalTitle, level: 1 }));
    });
  });

  it('warns before leaving with unsaved changes', async () => {
    const { page } = admin;
    await page.getByLabel('Título principal', { exact: true }).fill('Cambio sin guardar');
    await goToSection(page, 'Dashboard');
    const dialog = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await shows(dialog);
    await dialog.getByRole('button', { name: 'Salir sin guardar' }).click();
    await pathIs(page, '/admin');
  });

  it("holds the browser's back button too, keeping the typed text until the owner chooses to leave", async () => {
    const { page } = admin;
    // A fresh load of the dashboard, so Back's target is this test's own entry, not one the
    // earlier tests' navigations (held, proceeded, remounted) left behind.
    await page.goto(`${baseUrl}/admin`);
    await shows(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
    await goToSection(page, 'Configuración General');
    const heroTitle = page.getByLabel('Título principal', { exact: true });
    await shows(heroTitle);
    // Back is pressed in the browser, which must already hold the form's entry after the dashboard's.
    await expect.poll(() => historyAround(page)).toEqual({ previous: '/admin', current: '/admin/settings' });
    // Typed with the keyboard, as she does: Chrome skips on Back the history entries of a page
    // the user never interacted with.
    await heroTitle.fill('');
    await heroTitle.pressSequentially('Cambio sin guardar');
    const dialog = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    // Back once the page holds the change (as she would see it: 'Guardar Cambios' enabled).
    await expect.poll(() => saveButton().isEnabled()).toBe(true);

    // The guard turns Back into a stay (the history entry is restored): wait for the entry's
    // commit only, as the page's 'load' of a navigation that is undone never comes.
    await page.goBack({ waitUntil: 'commit' });
    await shows(dialog).catch(async (error: unknown) => {
      throw new Error(`no dialog after Back; the page is at ${await whereIs(page)}`, { cause: error });
    });
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await dialog.waitFor({ state: 'detached' });
    await pathIs(page, '/admin/settings');
    await expect.poll(() => heroTitle.inputValue()).toBe('Cambio sin guardar');

    await page.goBack({ waitUntil: 'commit' });
    await shows(dialog);
    await dialog.getByRole('button', { name: 'Salir sin guardar' }).click();
    await pathIs(page, '/admin');
  });

  it('turns words she writes between asterisks, as in WhatsApp, into bold on About Me', async () => {
    const { page } = admin;
    await goToSection(page, 'Página Sobre Mí');
    const paragraph = page.getByLabel('Párrafo 2', { exact: true });
    await shows(paragraph);
    const before = await paragraph.inputValue();
    await paragraph.fill('Un espacio *sin juicios* para hablar de lo que preocupa.');
    await saveButton().click();
    await shows(toast(page, 'Configuración "Sobre Mí" guardada'));
    await visitor('/sobre-mi', async (about) => {
      await shows(about.locator('strong', { hasText: 'sin juicios' }));
      await expect.poll(() => about.getByText('*sin juicios*').count()).toBe(0);
    });

    await paragraph.fill(before);
    await saveButton().click();
    await shows(toast(page, 'Configuración "Sobre Mí" guardada'));
  });

  it('hides the About Me calendar with the switch and shows it again', async () => {
    const { page } = admin;
    await goToSection(page, 'Página Sobre Mí');
    await shows(page.getByRole('button', { name: 'Mi Enfoque' }));
    const calendarSwitch = page.getByRole('switch', { name: /Calendario Visible/ });
    await shows(calendarSwitch);
    await calendarSwitch.click();
    await shows(page.getByRole('switch', { name: /Calendario Oculto/ }));
    await saveButton().click();
    await shows(toast(page, 'Configuración "Sobre Mí" guardada'));
    await visitor('/sobre-mi', async (about) => {
      await shows(about.getByRole('heading', { level: 1 }));
      await expect.poll(() => about.locator('iframe').count()).toBe(0);
    });

    await page.getByRole('switch', { name: /Calendario Oculto/ }).click();
    await saveButton().click();
    await shows(toast(page, 'Configuración "Sobre Mí" guardada'));
    await visitor('/sobre-mi', async (about) => {
      await shows(about.locator('iframe').first());
    });
  });

  it('edits the five WhatsApp fields with their input types', async () => {
    const { page } = admin;
    await goToSection(page, 'Configuración WhatsApp');
    const number = page.getByLabel('Número de WhatsApp', { exact: true });
    await shows(number);
    await expect.poll(() => number.getAttribute('type')).toBe('tel');
    expect(await page.getByLabel('Mensaje predefinido', { exact: true }).evaluate((el) => el.tagName)).toBe('TEXTAREA');
    expect(await page.getByLabel('Texto de la tarjeta', { exact: true }).evaluate((el) => el.tagName)).toBe('TEXTAREA');
    await shows(page.getByLabel('Texto del botón', { exact: true }));
    await shows(page.getByLabel('Título de la tarjeta', { exact: true }));

    const button = page.getByLabel('Texto del botón', { exact: true });
    const original = await button.inputValue();
    await button.fill('Escribime por WhatsApp');
    await saveButton().click();
    await shows(toast(page, 'Configuración de WhatsApp guardada'));
    await expect.poll(() => saveButton().isDisabled()).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Texto del botón', { exact: true }).inputValue())
      .toBe('Escribime por WhatsApp');
    await page.getByLabel('Texto del botón', { exact: true }).fill(original);
    await saveButton().click();
    await shows(toast(page, 'Configuración de WhatsApp guardada'));
  });
});
