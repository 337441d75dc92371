import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, newPage, PHONE } from './browser';
import { siteSettingSaver } from './graphql';
import { routeOperation, waitForHydration } from './publicSiteHelpers';
import { expectNoSeriousA11yViolations } from './a11y';
import { currentLane } from './lane';

const CALENDAR_URL = 'https://calendar.google.com/calendar/appointments/schedules/demo?gv=true';
const CALENDAR_UNAVAILABLE =
  'El calendario para agendar citas no está disponible en este momento. Por favor, intente más tarde.';
const FOCUS = [
  ['Empatía', 'Escucho sin juzgar y busco comprender lo que vive cada integrante de la familia.'],
  ['Vínculos', 'Fortalecemos la conexión entre padres e hijos, la base de cualquier cambio.'],
  ['Práctico', 'Herramientas concretas y realistas para aplicar en la vida cotidiana.'],
  ['Positivo', 'Ponemos el foco en los recursos y las fortalezas que tu familia ya tiene.'],
] as const;

/** The seeded calendar lives on the internet; the tests answer it locally. */
async function stubCalendar(context: BrowserContext) {
  await context.route('https://calendar.google.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="es"><title>Calendario</title><main><p>Calendario de prueba</p></main></html>',
    }),
  );
}

/** Serves the real configuration with some values replaced, as if the owner had changed them. */
async function overrideConfiguration(page: Page, overrides: Record<string, string>) {
  await routeOperation(page, 'SiteConfiguration', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { siteConfiguration: { key: string; value: string | null }[] } };
    for (const entry of body.data.siteConfiguration) {
      if (entry.key in overrides) entry.value = overrides[entry.key] ?? null;
    }
    await route.fulfill({ response, json: body });
  });
}

const calendarFrame = (page: Page) => page.locator('iframe');

/**
 * Pages hydrate with the data they were rendered with, so a replaced answer
 * only shows when the browser renders the page afresh with an empty cache:
 * the page's data URL (domain/src/pageData.ts) fails, so the app renders it
 * anew (web/src/app/startApp.tsx) and asks for its configuration.
 */
async function openAboutThroughTheClient(page: Page, baseUrl: string) {
  await page.route(
    (url) => url.pathname === '/_datos/sobre-mi',
    (route) => route.fulfill({ status: 503, body: '' }),
  );
  await page.goto(`${baseUrl}/sobre-mi`);
  await waitForHydration(page);
}

describe('About Me page', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows the configured texts, the focus grid, the calendar and the contact form (${label})`, async () => {
      const context = await browser().newContext(viewport);
      await stubCalendar(context);
      const { page, errors } = await newPage(context);
      await page.goto(`${baseUrl}/sobre-mi`);
      await page.getByRole('heading', { level: 1, name: 'Hola, soy la Lic. Laura Méndez' }).waitFor();
      await page.getByText('Psicóloga especializada en familia e infancia').waitFor();
      await expect.poll(() => page.getByRole('img', { name: /Foto de perfil/ }).count()).toBe(1);

      // Configuration HTML is rendered as markup, not as escaped text.
      await page.locator('strong', { hasText: 'psicología infantil y vincular' }).waitFor();
      await page
        .locator('strong', { hasText: 'no existen familias perfectas, sino familias que eligen crecer juntas' })
        .waitFor();
      await expect.poll(() => page.getByText('<strong>').count()).toBe(0);
      await page.getByText('Sé que criar es hermoso y, a la vez, agotador.', { exact: false }).waitFor();
      await page.getByText('Atiendo de forma', { exact: false }).waitFor();

      await page.getByRole('heading', { level: 2, name: 'Mi Enfoque' }).waitFor();
      for (const [title, description] of FOCUS) {
        await page.getByRole('heading', { level: 3, name: title }).waitFor();
        await page.getByText(description).waitFor();
      }

      await page.getByRole('heading', { level: 2, name: 'Agenda tu consulta' }).waitFor();
      await expect.poll(() => calendarFrame(page).getAttribute('src')).toBe(CALENDAR_URL);
      await expect.poll(() => calendarFrame(page).getAttribute('title')).toBe('Agenda tu consulta');
      await calendarFrame(page).scrollIntoViewIfNeeded();
      expect(Math.round((await calendarFrame(page).boundingBox())?.height ?? 0)).toBe(400);

      // Form-only contact: the form card, without the home section's title or WhatsApp card.
      await page.getByRole('textbox', { name: 'Nombre' }).waitFor();
      await page.getByRole('heading', { name: 'Envíame un mensaje' }).waitFor();
      await expect.poll(() => page.getByRole('heading', { name: 'Hablemos' }).count()).toBe(0);
      await expect.poll(() => page.getByRole('link', { name: 'Agendar Turno por WhatsApp' }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('hides the calendar unless about_me_show_calendar is exactly "true"', async () => {
    for (const value of ['false', 'TRUE', '']) {
      const context = await browser().newContext(DESKTOP);
      await stubCalendar(context);
      const { page, errors } = await newPage(context);
      await overrideConfiguration(page, { about_me_show_calendar: value });
      await openAboutThroughTheClient(page, baseUrl);
      await page.getByRole('heading', { level: 2, name: 'Mi Enfoque' }).waitFor();
      await page.getByRole('textbox', { name: 'Nombre' }).waitFor();
      await expect.poll(() => page.getByRole('heading', { name: 'Agenda tu consulta' }).count()).toBe(0);
      await expect.poll(() => calendarFrame(page).count()).toBe(0);
      await expect.poll(() => page.getByText(CALENDAR_UNAVAILABLE).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('explains that the calendar is unavailable when its address is empty', async () => {
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    await overrideConfiguration(page, { about_me_show_calendar: 'true', about_me_calendar_url: '' });
    await openAboutThroughTheClient(page, baseUrl);
    await page.getByText(CALENDAR_UNAVAILABLE).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Agenda tu consulta' }).waitFor();
    await expect.poll(() => calendarFrame(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows what the owner changed since this browser last came, hydrating without an error', async () => {
    const save = await siteSettingSaver(baseUrl);
    const focusTitle = async (value: string | null) =>
      expect((await save('about_me_focus_title', value)).body.errors).toBeUndefined();
    // No stubbed calendar here: any routing turns the browser's HTTP cache off, and the cache is the point.
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    try {
      await page.goto(`${baseUrl}/sobre-mi`);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 2, name: 'Mi Enfoque' }).waitFor();
      await focusTitle('Cómo trabajamos juntos');
      // The same browser comes back: its cache holds the page's data from the first visit.
      await page.goto(`${baseUrl}/sobre-mi`);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 2, name: 'Cómo trabajamos juntos' }).waitFor();
      await expect.poll(() => page.getByRole('heading', { name: 'Mi Enfoque' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await focusTitle(null);
      await context.close();
    }
  });
});
