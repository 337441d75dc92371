import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, newPage, PHONE } from './browser';
import {
  CONTACT_FALLBACK,
  fulfillGraphQLError,
  holdRequests,
  routeOperation,
  scrollToContactSection,
  waitForHydration,
} from './publicSiteHelpers';
import { expectNoSeriousA11yViolations } from './a11y';
import { graphqlRequest } from './graphql';
import { currentLane } from './lane';
import { FIRST_SCREEN_SLIDES } from '../src/features/home/FeaturedCarousel/firstScreenSlides';

const HERO_TITLE = 'Acompañando a las familias a crecer juntas';
const FEATURE_LINKS = [
  ['Leer artículos', '/articulos'],
  ['Ver guías', '/guias'],
  ['Jugar en familia', '/juegos'],
  ['Conocerme', '/sobre-mi'],
] as const;
const BENEFITS = [
  'Atención online desde cualquier lugar del país',
  'Herramientas prácticas para aplicar en casa desde el primer día',
  'Un espacio de escucha cálido y sin juicios',
  'Acompañamiento para madres, padres, niños y adolescentes',
];

/** The featured carousel's own chunk (Embla and Mantine's Carousel). */
const SLIDES_CHUNK = /\/assets\/FeaturedSlides-[\w-]+\.js$/;

const featuredRegion = (page: Page) => page.getByRole('region', { name: 'Carrusel de contenido destacado' });
const selectedIndicator = (page: Page) =>
  featuredRegion(page)
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'));

describe('home page', () => {
  const browser = useBrowser();
  let featuredTitles: string[];
  const baseUrl = currentLane().baseUrl;

  beforeAll(async () => {
    const { body } = await graphqlRequest<{ featuredContent: { title: string }[] }>(
      baseUrl,
      'query E2EFeatured { featuredContent { ... on Article { title } ... on Guide { title } } }',
    );
    featuredTitles = body.data?.featuredContent.map((item) => item.title) ?? [];
    expect(featuredTitles.length).toBeGreaterThan(3);
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows every section with the seeded texts (${label})`, async () => {
      const context = await browser().newContext(viewport);
      const { page, errors } = await newPage(context);
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
      await page.getByText('Artículos, guías y juegos para criar con amor, respeto y confianza.').waitFor();
      await expect
        .poll(() => page.getByRole('link', { name: 'Explorar Guías', exact: true }).getAttribute('href'))
        .toBe('/guias');
      await expect
        .poll(() => page.getByRole('link', { name: 'Leer Artículos', exact: true }).getAttribute('href'))
        .toBe('/articulos');

      await page.getByRole('heading', { level: 2, name: '¿Cómo puedo ayudarte?' }).waitFor();
      for (const [text, href] of FEATURE_LINKS) {
        await expect.poll(() => page.getByRole('link', { name: text, exact: true }).getAttribute('href')).toBe(href);
      }
      for (const title of ['Artículos', 'Guías', 'Juegos', 'Sobre Mí']) {
        await page.getByRole('heading', { level: 3, name: title, exact: true }).waitFor();
      }

      await featuredRegion(page).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Contenido destacado' }).waitFor();
      await page.getByText('Una selección de los artículos y guías que más están ayudando a otras familias.').waitFor();
      // The server sends the first screen's slides; the rest join once the carousel runs.
      const slides = featuredRegion(page).getByRole('group');
      await featuredRegion(page).scrollIntoViewIfNeeded();
      await waitForHydration(page);
      await expect.poll(() => slides.count()).toBe(featuredTitles.length);
      for (const title of featuredTitles)
        await expect.poll(() => featuredRegion(page).getByText(title).count()).toBeGreaterThan(0);
      await expect
        .poll(() => featuredRegion(page).getByText('Destacado', { exact: true }).count())
        .toBe(featuredTitles.length);

      const benefits = page.getByRole('region', { name: 'Un espacio para acompañarte' });
      await expect.poll(() => benefits.getByRole('listitem').allTextContents()).toEqual(BENEFITS);
      await expect
        .poll(() => benefits.getByRole('link', { name: 'Conoce más sobre mí' }).getAttribute('href'))
        .toBe('/sobre-mi');

      await page.getByText('Llegamos agotados y sin saber cómo hablar con nuestro hijo.', { exact: false }).waitFor();
      await page.getByText('Mariana, mamá de Tomás (8 años)', { exact: false }).waitFor();

      await scrollToContactSection(page);
      await page.getByRole('heading', { level: 2, name: 'Hablemos' }).waitFor();
      await page.getByRole('heading', { name: 'Envíame un mensaje' }).waitFor();
      await page.getByRole('link', { name: 'Agendar Turno por WhatsApp' }).waitFor();
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('moves the featured carousel with the buttons and the dots (desktop)', async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/`);
    // The carousel's controls come with the app, which starts on her first move.
    await featuredRegion(page).scrollIntoViewIfNeeded();
    await featuredRegion(page).getByRole('tab').first().waitFor();
    await expect.poll(() => featuredRegion(page).getByRole('tab').count()).toBeGreaterThan(1);
    await expect.poll(() => selectedIndicator(page)).toBe(0);

    await featuredRegion(page).getByRole('button', { name: 'Destacado siguiente' }).click();
    await expect.poll(() => selectedIndicator(page)).toBe(1);
    // What a screen reader hears is Spanish: the live region, the slides' and the dots' names.
    const groups = await featuredRegion(page).getByRole('tab').count();
    await expect.poll(() => featuredRegion(page).getByRole('status').textContent()).toBe(`Grupo 2 de ${groups}`);
    const audible = await featuredRegion(page).evaluate((region) =>
      [region, ...region.querySelectorAll('*')].flatMap((element) =>
        ['aria-label', 'aria-roledescription'].map((name) => element.getAttribute(name) ?? ''),
      ),
    );
    expect(audible.filter((text) => /slide|carousel|previous|next|go to/i.test(text))).toEqual([]);
    await featuredRegion(page).getByRole('button', { name: 'Destacado anterior' }).click();
    await expect.poll(() => selectedIndicator(page)).toBe(0);
    await featuredRegion(page).getByRole('tab', { name: 'Ir al grupo 3 de destacados' }).click();
    await expect.poll(() => selectedIndicator(page)).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('server-renders the featured carousel and hydrates it when its library arrives', async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    const slidesCode = await holdRequests(page, SLIDES_CHUNK);
    await page.goto(`${baseUrl}/`);
    // The first screen's slides arrive with the HTML and stay while the carousel's code is on its way.
    await waitForHydration(page);
    await expect.poll(() => slidesCode.requested()).toBe(true);
    await expect.poll(() => featuredRegion(page).getByRole('group').count()).toBe(FIRST_SCREEN_SLIDES);
    await expect.poll(() => featuredRegion(page).getByRole('tab').count()).toBe(0);
    slidesCode.open();
    await featuredRegion(page).getByRole('tab').first().waitFor();
    await featuredRegion(page).getByRole('button', { name: 'Destacado siguiente' }).click();
    await expect.poll(() => selectedIndicator(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fetches the carousel's library on a phone only when she scrolls near it", async () => {
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    const slidesChunks: string[] = [];
    page.on('request', (request) => {
      if (SLIDES_CHUNK.test(request.url())) slidesChunks.push(request.url());
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    // Server-rendered slides are on the page, two screens down; their code is not fetched yet.
    await expect.poll(() => featuredRegion(page).getByRole('group').count()).toBe(FIRST_SCREEN_SLIDES);
    expect(slidesChunks).toEqual([]);
    await featuredRegion(page).scrollIntoViewIfNeeded();
    await expect.poll(() => slidesChunks.length).toBe(1);
    await expect.poll(() => featuredRegion(page).getByRole('group').count()).toBe(featuredTitles.length);
    await expect.poll(() => featuredRegion(page).getByRole('tab').count()).toBe(featuredTitles.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a spinner for the carousel when she arrives by a link before its code has loaded', async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    const slidesCode = await holdRequests(page, SLIDES_CHUNK);
    await page.goto(`${baseUrl}/articulos`);
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Inicio', exact: true }).first().click();
    await page.getByRole('heading', { level: 2, name: 'Contenido destacado' }).waitFor();
    await page.getByLabel('Cargando contenido destacado').waitFor();
    slidesCode.open();
    await featuredRegion(page).getByRole('tab').first().waitFor();
    await expect.poll(() => featuredRegion(page).getByRole('group').count()).toBe(featuredTitles.length);
    await expect.poll(() => page.getByLabel('Cargando contenido destacado').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('swipes the featured carousel on a phone', async () => {
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/`);
    const firstSlide = featuredRegion(page).getByRole('group').first();
    await firstSlide.scrollIntoViewIfNeeded();
    // One dot per slide when a single card fills the phone screen (the carousel sets them up once hydrated).
    await expect.poll(() => featuredRegion(page).getByRole('tab').count()).toBe(featuredTitles.length);
    // Each card is as tall as its content: below its lowest text, button or picture only its
    // padding (stretching every card to the tallest one left a third of the shorter ones blank).
    const emptyBelow = await featuredRegion(page)
      .getByRole('group')
      .evaluateAll((slides) =>
        slides.map((slide) => {
          const card = slide.firstElementChild;
          if (!card) return Infinity;
          const content = [...card.querySelectorAll('*')].filter(
            (element) =>
              element.matches('a, button, img, svg') ||
              [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
          );
          const lowest = Math.max(...content.map((element) => element.getBoundingClientRect().bottom));
          return Math.round(card.getBoundingClientRect().bottom - lowest);
        }),
      );
    expect(emptyBelow.filter((gap) => gap > 24)).toEqual([]);
    expect(emptyBelow).toHaveLength(featuredTitles.length);
    const box = await firstSlide.boundingBox();
    if (!box) throw new Error('the first featured slide has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => selectedIndicator(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides the featured section when there is nothing featured or the request fails', async () => {
    for (const answer of ['empty', 'error'] as const) {
      const context = await browser().newContext(DESKTOP);
      const { page, errors } = await newPage(context);
      await routeOperation(page, 'HomeFeaturedContent', (route) =>
        answer === 'empty'
          ? route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: { featuredContent: [] } }) })
          : fulfillGraphQLError(route, 'Fallo simulado', 'INTERNAL_SERVER_ERROR'),
      );
      // The first page comes server-rendered with its data; a client-side visit to home asks the API.
      await page.goto(`${baseUrl}/juegos`);
      await waitForHydration(page);
      await page
        .getByRole('navigation', { name: 'Navegación principal' })
        .getByRole('link', { name: 'Inicio' })
        .first()
        .click();
      await scrollToContactSection(page);
      await page.getByRole('heading', { level: 2, name: 'Hablemos' }).waitFor();
      await expect.poll(() => page.getByRole('heading', { name: 'Contenido destacado' }).count()).toBe(0);
      await expect.poll(() => featuredRegion(page).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows a fallback while the contact section loads, and loads it only when she scrolls near it', async () => {
    // The hero spinner (configuration still loading) cannot happen on a first visit any more: pages
    // arrive server-rendered with their configuration. The lazily loaded contact section still can.
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    const contactChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/ContactSection-[^/]*\.js$/.test(request.url())) contactChunks.push(request.url());
    });
    const chunkGate = await holdRequests(page, '**/assets/ContactSection-*.js');
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
    // The first screen is hydrated and idle, and the section's code has not been asked for.
    expect(contactChunks).toEqual([]);
    await page.getByText(CONTACT_FALLBACK).scrollIntoViewIfNeeded();
    await expect.poll(() => contactChunks.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(CONTACT_FALLBACK).isVisible()).toBe(true);
    chunkGate.open();
    await scrollToContactSection(page);
    await page.getByRole('heading', { level: 2, name: 'Hablemos' }).waitFor();
    await expect.poll(() => page.getByText(CONTACT_FALLBACK).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
