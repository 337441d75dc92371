/**
 * axe-core in the states a visitor reaches by interacting, not only at rest: the
 * open phone menu, a toast with the rating thank-you, the rating error toast, form
 * validation errors and the end screen of every game. Contrast is measured on what is painted, so each scan
 * runs once the state is on screen (seriousA11yViolations waits for animations).
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_PUZZLE_WORDS } from '@crecer/domain/games';
import { DESKTOP, useBrowser, newPage, PHONE } from './browser';
import { expectToast, routeOperation, scrollToContactSection, waitForHydration } from './publicSiteHelpers';
import { expectNoSeriousA11yViolations } from './a11y';
import { graphqlRequest } from './graphql';
import { currentLane } from './lane';

describe('accessibility in interactive states', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;

  it('passes with the phone menu open', async () => {
    const context = await browser().newContext(PHONE);
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
    const context = await browser().newContext(DESKTOP);
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

  /** A guide that shows its ratings (stars to click). */
  async function ratedGuide(): Promise<string> {
    const { body } = await graphqlRequest<{ guides: { items: { id: string; showRatings: boolean }[] } }>(
      baseUrl,
      'query E2EA11yGuides { guides(input: { pageSize: 50 }) { items { id showRatings } } }',
    );
    const guide = body.data?.guides.items.find((item) => item.showRatings);
    expect(guide).toBeDefined();
    return guide?.id ?? '';
  }

  it('passes with the rating toast and thank-you on screen', async () => {
    const guide = await ratedGuide();
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/guias/${guide}`);
    await waitForHydration(page);
    await page.getByRole('radio', { name: '5 estrellas' }).click();
    await page.getByText('Calificación Enviada').waitFor();
    await page.getByText('¡Gracias por tu calificación!').waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('passes with the rating error toast on screen', async () => {
    const guide = await ratedGuide();
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    await routeOperation(page, 'RateContent', (route) => route.abort('failed'));
    // The failed request is logged by the form (console.error), not thrown: no page error.
    await page.goto(`${baseUrl}/guias/${guide}`);
    await waitForHydration(page);
    await page.getByRole('radio', { name: '4 estrellas' }).click();
    await expectToast(page, 'Error al Calificar', 'No se pudo enviar tu calificación. Inténtalo de nuevo.');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  describe("every game's end screen", () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];

    async function open(slug: string) {
      context = await browser().newContext(PHONE);
      ({ page, errors } = await newPage(context));
      await page.goto(`${baseUrl}/juegos/${slug}`);
      await waitForHydration(page);
    }

    afterEach(async () => {
      expect(errors).toEqual([]);
      await context?.close();
    });

    const button = (name: string) => page.getByRole('button', { name, exact: true });
    const heading = (name: string) => page.getByRole('heading', { name });

    /** Clicks `name` (each click a question: the first answer, then the next one) until `done` shows. */
    async function playUntil(done: Locator, ...names: string[]) {
      await expect
        .poll(
          async () => {
            if (await done.isVisible()) return true;
            for (const name of names) {
              const control = button(name);
              if ((await control.count()) > 0 && (await control.isEnabled())) await control.click();
            }
            return false;
          },
          { timeout: 30_000, interval: 50 },
        )
        .toBe(true);
    }

    it('Probable que: the end and the family ranking', async () => {
      await open('probable-que');
      await playUntil(heading('¡Fin del juego!'), 'Mamá');
      await expectNoSeriousA11yViolations(page);
      await button('Ver Ranking').click();
      await heading('Ranking Familiar').waitFor();
      await expectNoSeriousA11yViolations(page);
    });

    it('Verdadero o Falso: the end and the family answers', async () => {
      await open('verdadero-falso');
      await playUntil(heading('¡Fin del juego!'), 'Verdadero', 'Siguiente Pregunta');
      await expectNoSeriousA11yViolations(page);
      await button('Ver Respuestas Familiares').click();
      await heading('Respuestas Familiares').waitFor();
      await expectNoSeriousA11yViolations(page);
    });

    it.each(['preguntas-conexion', 'descubriendo-emociones'])('%s: the end', async (slug) => {
      await open(slug);
      await playUntil(heading('¡Fin del juego!'), 'Siguiente Pregunta');
      await button('Jugar de Nuevo').waitFor();
      await expectNoSeriousA11yViolations(page);
    });

    it('Puzzle de palabras: the solved word', async () => {
      await open('puzzle-palabras');
      const tray = page.getByRole('group', { name: 'Letras disponibles' });
      await expect.poll(() => tray.getByRole('button').count()).toBeGreaterThan(0);
      const letters = (await tray.getByRole('button').allTextContents()).sort().join('');
      const match = SAMPLE_PUZZLE_WORDS.find((sample) => [...sample.word].sort().join('') === letters);
      expect(match).toBeDefined();
      for (const char of match?.word ?? '') await button(`Colocar la letra ${char}`).first().click();
      await heading('¡Correcto!').waitFor();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
