/**
 * axe-core in the states a visitor reaches by interacting, not only at rest: the
 * open phone menu, a toast with the rating thank-you, form validation errors and
 * a game's end screen. Contrast is measured on what is painted, so each scan
 * runs once the state is on screen (seriousA11yViolations waits for animations).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './browser';
import {
  expectNoSeriousA11yViolations,
  graphqlRequest,
  scrollToContactSection,
  waitForHydration,
} from './publicSiteHelpers';

describe('accessibility in interactive states', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('passes with the phone menu open', async () => {
    const context = await browser.newContext(PHONE);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/articulos`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('navigation', { name: 'Menú móvil' }).getByRole('link', { name: 'Guías' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('passes with the contact form showing its validation errors', async () => {
    const context = await browser.newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/sobre-mi`);
    await waitForHydration(page);
    await scrollToContactSection(page);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('passes with the rating toast and thank-you on screen', async () => {
    const { body } = await graphqlRequest<{ guides: { items: { id: string; showRatings: boolean }[] } }>(
      baseUrl,
      'query E2EA11yGuides { guides(input: { pageSize: 50 }) { items { id showRatings } } }',
    );
    const guide = body.data?.guides.items.find((item) => item.showRatings);
    expect(guide).toBeDefined();
    const context = await browser.newContext(PHONE);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/guias/${guide?.id}`);
    await waitForHydration(page);
    await page.getByRole('radio', { name: '5 estrellas' }).click();
    await page.getByText('Calificación Enviada').waitFor();
    await page.getByText('¡Gracias por tu calificación!').waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("passes on a game's end screen", async () => {
    const context = await browser.newContext(PHONE);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/juegos/descubriendo-emociones`);
    await waitForHydration(page);
    const next = page.getByRole('button', { name: 'Siguiente Pregunta' });
    const again = page.getByRole('button', { name: 'Jugar de Nuevo' });
    // Each click shows the next question; after the last one the end screen replaces the button.
    await expect
      .poll(
        async () => {
          if ((await again.count()) > 0) return true;
          if ((await next.count()) > 0) await next.click();
          return false;
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe(true);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
