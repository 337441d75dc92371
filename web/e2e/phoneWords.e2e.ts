/**
 * Phones from 320 to 390 px read whole words: no button, link, label, table
 * cell or heading breaks a word across two lines, on every public route and
 * on every screen of the games (played to their results), and the true/false
 * results table fits the phone instead of scrolling sideways unannounced.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, newPage } from './browser';
import { phoneAt, PHONE_WIDTHS, publicRoutes, splitWords } from './phoneMeasures';
import { scrollToContactSection, waitForHydration } from './publicSiteHelpers';
import { currentLane } from './lane';

/** Elements in the main content that scroll sideways or cut their text with an ellipsis. */
function sidewaysInMain(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        return clips && element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName} «${element.textContent?.trim().slice(0, 40)}»`),
  );
}

describe('whole words on phones', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;
  let routes: string[];

  beforeAll(async () => {
    routes = await publicRoutes(baseUrl);
  });

  async function openPhone(width: number) {
    const context = await browser().newContext(phoneAt(width));
    return { context, ...(await newPage(context)) };
  }

  /** Waits until a page's client-side content (game questions, purchase check) has replaced its loading state. */
  async function settled(page: Page) {
    await waitForHydration(page);
    const loading = page.getByRole('main').getByText(/^(Cargando preguntas|Verificando tu compra)/);
    await expect.poll(() => loading.count()).toBe(0);
  }

  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  for (const width of PHONE_WIDTHS) {
    it(`breaks no word on any public route at ${width} px`, async () => {
      const { context, page, errors } = await openPhone(width);
      const found: Record<string, string[]> = {};
      for (const route of routes) {
        await page.goto(`${baseUrl}${route}`);
        await settled(page);
        // The contact section (its e-mail link, its form's labels) loads near the screen.
        if (route === '/' || route === '/sobre-mi') await scrollToContactSection(page);
        const split = await splitWords(page);
        if (split.length > 0) found[route] = split;
      }
      expect(found).toEqual({});
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`plays Probable que and Verdadero o Falso to their results with whole words at ${width} px`, async () => {
      const { context, page, errors } = await openPhone(width);
      const found: Record<string, string[]> = {};
      const check = async (screen: string) => {
        const split = await splitWords(page);
        if (split.length > 0) found[screen] = split;
      };

      await page.goto(`${baseUrl}/juegos/probable-que`);
      await settled(page);
      const voters = page.getByRole('group', { name: '¿Quién es más probable?' }).getByRole('button');
      await expect.poll(() => voters.count()).toBe(6);
      await check('probable-que: question');
      for (let index = 0; index < 12; index += 1) await voters.nth(index % 6).click();
      await check('probable-que: end');
      await button(page, 'Ver Ranking').click();
      await page.getByRole('heading', { name: 'Ranking Familiar' }).waitFor();
      await check('probable-que: ranking');

      await page.goto(`${baseUrl}/juegos/verdadero-falso`);
      await settled(page);
      for (let index = 0; index < 10; index += 1) {
        await button(page, index % 2 ? 'Falso' : 'Verdadero').click();
        if (index === 0) await check('verdadero-falso: answered');
        await button(page, 'Siguiente Pregunta').click();
      }
      await check('verdadero-falso: end');
      await button(page, 'Ver Respuestas Familiares').click();
      await page.getByRole('heading', { name: 'Respuestas Familiares' }).waitFor();
      await check('verdadero-falso: answers');
      expect({ found, sideways: await sidewaysInMain(page) }).toEqual({ found: {}, sideways: [] });
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`plays the other three games with whole words at ${width} px`, async () => {
      const { context, page, errors } = await openPhone(width);
      const found: Record<string, string[]> = {};
      const check = async (screen: string) => {
        const split = await splitWords(page);
        if (split.length > 0) found[screen] = split;
      };
      for (const slug of ['preguntas-conexion', 'descubriendo-emociones']) {
        await page.goto(`${baseUrl}/juegos/${slug}`);
        await settled(page);
        if (slug === 'preguntas-conexion') await button(page, 'Iniciar').click();
        await check(`${slug}: question`);
        for (let index = 0; index < 12; index += 1) await button(page, 'Siguiente Pregunta').click();
        await page.getByRole('heading', { name: '¡Fin del juego!' }).waitFor();
        await check(`${slug}: end`);
      }
      await page.goto(`${baseUrl}/juegos/puzzle-palabras`);
      await settled(page);
      await page.getByRole('group', { name: 'Letras disponibles' }).getByRole('button').first().click();
      await check('puzzle-palabras: a letter placed');
      expect(found).toEqual({});
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
