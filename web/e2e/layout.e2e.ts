import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, newPage, PHONE } from './browser';
import {
  answerDataAsNewer,
  holdRequests,
  routeOperation,
  scrollToContactSection,
  waitForHydration,
} from './publicSiteHelpers';
import { expectNoSeriousA11yViolations } from './a11y';
import { graphqlRequest } from './graphql';
import { currentLane } from './lane';

const ENTRIES = ['Inicio', 'Artículos', 'Guías', 'Juegos', 'Sobre Mí', 'Admin'];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Menú móvil' });
const footer = (page: Page) => page.getByRole('contentinfo');

describe('public layout: navigation, back bar, footer, scrolling, 404', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;

  it('shows every entry on desktop, highlights the active one and offers the back bar off home', async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/articulos`);
    await mainNav(page).getByRole('link', { name: 'Artículos' }).waitFor();

    await expect.poll(() => mainNav(page).getByRole('link').allTextContents()).toEqual(ENTRIES);
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    await expect
      .poll(() => page.getByRole('link', { name: 'Crecer en Familia' }).first().getAttribute('href'))
      .toBe('/');
    await expect
      .poll(() => mainNav(page).getByRole('link', { name: 'Artículos' }).getAttribute('aria-current'))
      .toBe('page');
    await expect
      .poll(() => mainNav(page).getByRole('link', { name: 'Inicio' }).getAttribute('aria-current'))
      .toBeNull();
    await expect.poll(() => page.getByRole('button', { name: 'Abrir menú' }).isVisible()).toBe(false);

    await mainNav(page).getByRole('link', { name: 'Sobre Mí' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/sobre-mi`);
    // The URL changes first; the links re-render right after, so poll.
    await expect
      .poll(() => mainNav(page).getByRole('link', { name: 'Sobre Mí' }).getAttribute('aria-current'))
      .toBe('page');
    await expect
      .poll(() => mainNav(page).getByRole('link', { name: 'Artículos' }).getAttribute('aria-current'))
      .toBeNull();

    // Back bar: 'Volver' goes back in history, 'Inicio' goes home, and home has no back bar.
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/articulos`);
    await page.getByRole('main').getByRole('link', { name: 'Inicio' }).first().click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Acompañando a las familias a crecer juntas' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Volver' }).count()).toBe(0);
    await expect
      .poll(() => mainNav(page).getByRole('link', { name: 'Inicio' }).getAttribute('aria-current'))
      .toBe('page');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['hydrated', false],
    ['was rendered afresh, its data newer', true],
  ])('opens the phone menu tapped before the page %s, once it has (and only once)', async (_case, newer) => {
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    if (newer) await answerDataAsNewer(page);
    // Hold the page's code back: the tap starts the app, the server's HTML is not React's yet.
    const pageCode = await holdRequests(page, '**/assets/HomePage-*.js');
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect.poll(pageCode.requested, { timeout: 15_000 }).toBe(true);
    await expect.poll(() => mobileNav(page).isVisible()).toBe(false);

    pageCode.open();
    await waitForHydration(page);
    await mobileNav(page).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Cerrar menú' }).getAttribute('aria-expanded'))
      .toBe('true');
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await mobileNav(page).waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates an article whose view count grew after its HTML was cached, keeping a tap made before', async () => {
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    // The page's data, cached apart from its HTML, answered as a busier moment would: three more views.
    let counters = 0;
    await page.route(`${baseUrl}/_datos/articulos/**`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/"views":(\d+)/g, (_match, views: string) => {
        counters += 1;
        return `"views":${Number(views) + 3}`;
      });
      await route.fulfill({ response, body });
    });
    // The on-load view answers that same newer total: nothing after hydration changes the count.
    let shownInHtml: (views: number) => void = () => undefined;
    const htmlViews = new Promise<number>((resolve) => (shownInHtml = resolve));
    await page.route(`${baseUrl}/graphql`, async (route) => {
      if (!(route.request().postData() ?? '').includes('RecordView')) return route.fallback();
      await route.fulfill({ json: { data: { recordView: (await htmlViews) + 3 } } });
    });
    await page.goto(`${baseUrl}/articulos/1`);
    const viewsText = page
      .getByRole('main')
      .getByText(/^\d+ vistas?$/)
      .first();
    const before = Number.parseInt((await viewsText.textContent()) ?? '', 10);
    shownInHtml(before);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await waitForHydration(page);
    await mobileNav(page).waitFor();
    expect(counters).toBeGreaterThan(0);
    // A newer count was a text update, not a hydration error (React's #418) that re-rendered the page…
    expect(errors).toEqual([]);
    // …and the page shows the newer count once hydrated, not the cached HTML's.
    await expect.poll(() => viewsText.textContent()).toBe(`${before + 3} vistas`);
    await context.close();
  });

  it('collapses the entries into a toggle menu on a phone that closes when an entry is chosen', async () => {
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/`);
    // Hydrated first: a tap made before is kept and replayed (the test above).
    await waitForHydration(page);
    const openButton = page.getByRole('button', { name: 'Abrir menú' });
    await openButton.waitFor();
    await expect.poll(() => mainNav(page).isVisible()).toBe(false);
    await expect.poll(() => openButton.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => mobileNav(page).isVisible()).toBe(false);

    await openButton.click();
    const closeButton = page.getByRole('button', { name: 'Cerrar menú' });
    await closeButton.waitFor();
    await expect.poll(() => closeButton.getAttribute('aria-expanded')).toBe('true');
    await mobileNav(page).waitFor();
    await expect.poll(() => mobileNav(page).getByRole('link').allTextContents()).toEqual(ENTRIES);
    await expect
      .poll(() => mobileNav(page).getByRole('link', { name: 'Inicio' }).getAttribute('aria-current'))
      .toBe('page');

    // The toggle also closes the menu without navigating.
    await closeButton.click();
    await mobileNav(page).waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await mobileNav(page).getByRole('link', { name: 'Guías' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/guias`);
    await mobileNav(page).waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByRole('button', { name: 'Abrir menú' }).getAttribute('aria-expanded'))
      .toBe('false');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect
      .poll(() => mobileNav(page).getByRole('link', { name: 'Guías' }).getAttribute('aria-current'))
      .toBe('page');
    await expect
      .poll(() => mobileNav(page).getByRole('link', { name: 'Inicio' }).getAttribute('aria-current'))
      .toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes the phone menu with Esc, and when the keyboard moves on past it', async () => {
    const context = await browser().newContext({ ...PHONE, viewport: { width: 320, height: 640 } });
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const burger = page.locator('[aria-controls="menu-principal-movil"]');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await mobileNav(page).waitFor();
    await page.keyboard.press('Escape');
    await mobileNav(page).waitFor({ state: 'hidden' });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await burger.evaluate((element) => element === document.activeElement)).toBe(true);

    // Tab through the open menu's entries and on: the focus would be hidden under the menu.
    await burger.click();
    await mobileNav(page).waitFor();
    const entries = await mobileNav(page).getByRole('link').count();
    for (let i = 0; i <= entries; i += 1) await page.keyboard.press('Tab');
    await mobileNav(page).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.closest('header'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fills the footer from site configuration and replaces {year}', async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/juegos`);
    const year = new Date().getFullYear();
    await footer(page).getByText(`© ${year} Crecer en Familia. Todos los derechos reservados.`).waitFor();

    const text = (await footer(page).textContent()) ?? '';
    expect(text).not.toContain('{year}');
    for (const expected of [
      'Crecer en Familia',
      'Tu Psicóloga al Rescate',
      'contacto@crecerenfamilia.com.ar',
      'Buenos Aires, Argentina (Atención Online)',
    ]) {
      expect(text).toContain(expected);
    }
    const footerLinks = footer(page).getByRole('navigation', { name: 'Enlaces del pie de página' }).getByRole('link');
    const hrefs = await footerLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/articulos', '/guias', '/juegos', '/sobre-mi', '/privacidad']);
    await expect
      .poll(() => footer(page).getByRole('link', { name: 'Instagram' }).getAttribute('href'))
      .toBe('https://www.instagram.com/crecerenfamilia');
    await expect
      .poll(() => footer(page).getByRole('link', { name: 'contacto@crecerenfamilia.com.ar' }).getAttribute('href'))
      .toBe('mailto:contacto@crecerenfamilia.com.ar');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('scrolls to the top on every navigation', async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/`);
    await scrollToContactSection(page);
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await expect.poll(() => page.evaluate('window.scrollY')).toBeGreaterThan(500);

    await footer(page).getByRole('link', { name: 'Sobre Mí' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/sobre-mi`);
    await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves a visitor where she scrolled while the server-rendered page was hydrating', async () => {
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    // Hold the page's code back so the server's HTML is on screen, not yet hydrated, while she scrolls.
    const pageCode = await holdRequests(page, '**/assets/HomePage-*.js');
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 2, name: 'Contenido destacado' }).waitFor();
    await page.evaluate('window.scrollTo(0, 900)');
    await expect.poll(() => page.evaluate('window.scrollY')).toBe(900);
    pageCode.open();
    // Hydrated and settled, effects included.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate('window.scrollY')).toBe(900);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('animates pages in and out, and not at all when the visitor prefers reduced motion', async () => {
    for (const [reducedMotion, expectAnimation] of [
      ['no-preference', true],
      ['reduce', false],
    ] as const) {
      const context = await browser().newContext({ ...DESKTOP, reducedMotion });
      const { page, errors } = await newPage(context);
      await page.goto(`${baseUrl}/juegos`);
      await waitForHydration(page);
      const entering = await page.evaluate(
        "getComputedStyle(document.querySelector('main [data-transition]')).animationName",
      );
      if (expectAnimation) expect(entering).not.toBe('none');
      else expect(entering).toBe('none');

      // Every state the page wrapper passes through on the way to the next page, with the
      // animation it runs and the page heading it still shows at that moment.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { transitions: string[] }).transitions = seen;
        new MutationObserver(() => {
          const wrapper = document.querySelector('main [data-transition]');
          if (!wrapper) return;
          const state = `${wrapper.getAttribute('data-transition')} ${getComputedStyle(wrapper).animationName} ${document.querySelector('main h1')?.textContent ?? ''}`;
          if (seen.at(-1) !== state) seen.push(state);
        }).observe(document.querySelector('main')!, { subtree: true, attributes: true, childList: true });
      });
      const gamesHeading = (await page.locator('main h1').textContent()) ?? '';
      await mainNav(page).getByRole('link', { name: 'Sobre Mí' }).click();
      await page.waitForURL(`${baseUrl}/sobre-mi`);
      await expect.poll(() => page.locator('main h1').first().textContent()).not.toBe(gamesHeading);
      const transitions = await page.evaluate(() => (window as unknown as { transitions: string[] }).transitions);
      const left = transitions.filter((state) => state.startsWith('leaving'));
      if (expectAnimation) {
        // The games page faded out (still showing its own heading) before About Me came in.
        expect(left.length).toBeGreaterThan(0);
        // CSS modules scope keyframe names (_page-exit_<hash>).
        expect([...new Set(left)]).toEqual([
          expect.stringMatching(new RegExp(`^leaving \\S*page-exit\\S* ${gamesHeading}$`)),
        ]);
      } else {
        expect(left).toEqual([]);
      }
      await expect.poll(() => page.locator('main [data-transition]').getAttribute('data-transition')).toBe('shown');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('moves the carousel and shows toasts without motion when the visitor prefers reduced motion', async () => {
    const { body } = await graphqlRequest<{ guides: { items: { id: string; showRatings: boolean }[] } }>(
      baseUrl,
      'query E2EMotionGuides { guides(input: { pageSize: 50 }) { items { id showRatings } } }',
    );
    const guide = body.data?.guides.items.find((item) => item.showRatings);
    expect(guide).toBeDefined();
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser().newContext({ ...PHONE, reducedMotion });
      const { page, errors } = await newPage(context);
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await page.getByRole('region', { name: 'Carrusel de contenido destacado' }).scrollIntoViewIfNeeded();
      const next = page.getByRole('button', { name: 'Destacado siguiente' });
      await next.waitFor();
      // Every position the slides' track takes after the click, and where the second slide sits.
      const target = await page.evaluate(() => {
        const slides = [...document.querySelectorAll('[aria-roledescription="destacado"]')] as HTMLElement[];
        const track = slides[0]!.parentElement!;
        const positions: number[] = [];
        (window as unknown as { positions: number[] }).positions = positions;
        new MutationObserver(() => {
          positions.push(new DOMMatrix(getComputedStyle(track).transform).m41);
        }).observe(track, { attributes: true, attributeFilter: ['style'] });
        return -(slides[1]!.offsetLeft - slides[0]!.offsetLeft);
      });
      const positions = () => page.evaluate(() => (window as unknown as { positions: number[] }).positions);
      await next.click();
      await expect.poll(async () => Math.abs((await positions()).at(-1)! - target)).toBeLessThan(1);
      const seen = await positions();
      if (reducedMotion === 'reduce') {
        // One jump, straight to the next card.
        expect(Math.abs(seen[0]! - target)).toBeLessThan(1);
      } else {
        expect(seen.length).toBeGreaterThan(1);
        expect(Math.abs(seen[0]! - target)).toBeGreaterThan(1);
      }

      // A toast (here: the rating could not be sent) slides in, or just appears.
      await routeOperation(page, 'RateContent', (route) => route.abort('failed'));
      await page.goto(`${baseUrl}/guias/${guide?.id}`);
      await waitForHydration(page);
      await page.getByRole('radio', { name: '3 estrellas' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Error al Calificar' });
      await toast.waitFor();
      const duration = await toast.evaluate((element) =>
        parseFloat(
          getComputedStyle(element.closest('.mantine-Notifications-notification') ?? element).transitionDuration,
        ),
      );
      if (reducedMotion === 'reduce') expect(duration).toBeLessThanOrEqual(0.001);
      else expect(duration).toBeGreaterThan(0.1);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows the not-found page for unknown paths, with a way home and no serious a11y violations', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await browser().newContext(viewport);
      const { page, errors } = await newPage(context);
      await page.goto(`${baseUrl}/esta-pagina-no-existe`);
      await page.getByRole('heading', { level: 1, name: 'Ups! Página no encontrada' }).waitFor();
      await page.getByText('Si crees que esto es un error, por favor contacta al administrador.').waitFor();
      await page.getByRole('button', { name: 'Volver' }).waitFor();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'Volver al Inicio' }).click();
      await expect.poll(() => page.url()).toBe(`${baseUrl}/`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
