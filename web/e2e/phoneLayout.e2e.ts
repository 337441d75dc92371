/**
 * Phones from 320 to 390 px: no button or link label is cut off (its content fits
 * its box), nothing widens the page (not an address pasted in a guide or a
 * contact message either), and the featured carousel's controls never lie over
 * a card's text (on a phone or a desktop).
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, newPage } from './browser';
import { scrollToContactSection, waitForHydration } from './publicSiteHelpers';
import { adminCookie, graphqlData, graphqlRequest } from './graphql';
import { openAdminSession, shows } from './admin-helpers';
import { currentLane } from './lane';

const WIDTHS = [320, 360, 390] as const;
const phone = (width: number): BrowserContextOptions => ({
  viewport: { width, height: 740 },
  isMobile: true,
  hasTouch: true,
});

/** Buttons and links (and the boxes inside them) whose content is wider than their box, squeezed or cut icons, and page overflow. */
function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page is ${root.scrollWidth}px wide`);
    const controls = document.querySelectorAll<HTMLElement>(
      'a, button, [role="button"], a *, button *, [role="button"] *',
    );
    for (const element of controls) {
      const style = getComputedStyle(element);
      // Inline boxes wrap with the text; 1 px boxes are the visually hidden screen-reader texts.
      if (style.display === 'inline' || style.display === 'none' || element.clientWidth <= 1) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        const control = element.closest('a, button, [role="button"]');
        found.push(
          `${control?.textContent?.trim() || element.tagName}: ${element.scrollWidth} > ${element.clientWidth}`,
        );
      }
    }
    // An icon beside a text that cannot wrap (an e-mail address) is squeezed instead of the text.
    for (const icon of document.querySelectorAll<SVGElement>('svg[width]')) {
      const intended = Number(icon.getAttribute('width'));
      const { width } = icon.getBoundingClientRect();
      if (width > 0 && width < intended - 0.5) {
        found.push(`icon beside «${icon.parentElement?.textContent?.trim()}»: ${width.toFixed(1)} < ${intended}`);
      }
    }
    // An icon hanging off the screen's edge (a quote mark set half outside its box); the ones a
    // scrolling strip (the carousel) clips on purpose do not count.
    const clippedByBox = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement)
        if (/hidden|clip|auto|scroll/.test(getComputedStyle(box).overflowX)) return true;
      return false;
    };
    const isCut = (box: Element) => {
      const { left, right, width } = box.getBoundingClientRect();
      return width > 0 && ((left < 0 && right > 0) || (left < root.clientWidth && right > root.clientWidth));
    };
    for (const icon of document.querySelectorAll<SVGElement>('svg')) {
      // The icon, or the small badge drawn around it.
      const badge =
        icon.parentElement && icon.parentElement.getBoundingClientRect().width <= 64 ? icon.parentElement : null;
      const cut = [icon, badge].find((box) => box && isCut(box));
      if (cut && !clippedByBox(cut)) {
        const { left, right } = cut.getBoundingClientRect();
        found.push(`icon cut by the screen's edge at ${left.toFixed(1)}–${right.toFixed(1)}`);
      }
    }
    return found;
  });
}

/**
 * Text fields written smaller than 16 px: iOS Safari zooms the whole page in
 * when one gets the focus, and the visitor has to pinch back out. The
 * honeypot (hidden from people) does not count.
 */
function zoomingFields(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('input, textarea, select')]
      .filter((field) => !field.closest('[aria-hidden="true"]') && field.getClientRects().length > 0)
      .filter(
        (field) => !['checkbox', 'radio', 'hidden', 'submit', 'button'].includes(field.getAttribute('type') ?? ''),
      )
      .map((field) => ({ field, size: parseFloat(getComputedStyle(field).fontSize) }))
      .filter(({ size }) => size < 16)
      .map(({ field, size }) => {
        const label = (field as HTMLInputElement).labels?.[0]?.textContent ?? field.getAttribute('aria-label');
        return `${label ?? field.tagName}: ${size}px`;
      }),
  );
}

/** Scrolls to the featured carousel, whose code (and so its buttons) loads only near the screen. */
async function showCarouselControls(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Carrusel de contenido destacado' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Destacado siguiente' }).waitFor();
}

/** Card texts of the carousel's slides that one of its previous/next buttons covers. */
function controlsOverCardText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const region = document.querySelector('[aria-label="Carrusel de contenido destacado"]');
    if (!region) return ['no carousel'];
    const controls = [...region.querySelectorAll('button[aria-label^="Destacado"]')].map((b) =>
      b.getBoundingClientRect(),
    );
    if (controls.length !== 2) return ['the carousel has no previous/next buttons'];
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const texts = [...region.querySelectorAll('[role="group"] *')].filter(
      (element) =>
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) &&
        element.getBoundingClientRect().width > 0,
    );
    return texts
      .filter((element) => controls.some((control) => overlaps(control, element.getBoundingClientRect())))
      .map((element) => element.textContent?.trim() ?? '');
  });
}

describe('public pages on phones', () => {
  const browser = useBrowser();
  let routes: string[];
  const baseUrl = currentLane().baseUrl;

  beforeAll(async () => {
    const { body } = await graphqlRequest<{
      articles: { items: { id: string }[] };
      guides: { items: { id: string; isFree: boolean }[] };
    }>(
      baseUrl,
      'query E2EPhoneIds { articles { items { id } } guides(input: { pageSize: 50 }) { items { id isFree } } }',
    );
    const article = body.data?.articles.items[0]?.id;
    const paidGuide = body.data?.guides.items.find((guide) => !guide.isFree)?.id;
    expect(article && paidGuide).toBeTruthy();
    routes = ['/', '/articulos', '/guias', `/articulos/${article}`, `/guias/${paidGuide}`, '/sobre-mi', '/juegos'];
  });

  for (const width of WIDTHS) {
    it(`clips no button or link label, squeezes no icon and zooms on no field at ${width} px`, async () => {
      const context = await browser().newContext(phone(width));
      const { page, errors } = await newPage(context);
      for (const route of routes) {
        await page.goto(`${baseUrl}${route}`);
        await waitForHydration(page);
        // The carousel's controls and the contact section (the WhatsApp button) load near the screen.
        if (route === '/') await showCarouselControls(page);
        if (route === '/' || route === '/sobre-mi') await scrollToContactSection(page);
        expect({ route, clipped: await clippedLabels(page) }).toEqual({ route, clipped: [] });
        expect({ route, zooming: await zoomingFields(page) }).toEqual({ route, zooming: [] });
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const [label, options] of [
    ...WIDTHS.map((width) => [`${width} px`, phone(width)] as const),
    ['desktop', DESKTOP],
  ] as const) {
    it(`keeps the carousel's arrows off the cards' text (${label})`, async () => {
      const context = await browser().newContext(options);
      const { page, errors } = await newPage(context);
      await page.goto(`${baseUrl}/`);
      await showCarouselControls(page);
      const next = page.getByRole('button', { name: 'Destacado siguiente' });
      await expect.poll(() => controlsOverCardText(page)).toEqual([]);
      await next.click();
      await expect.poll(() => controlsOverCardText(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('wraps an address or a long word the owner or a family typed instead of widening the page', async () => {
    const link = 'https://www.crecerenfamilia.com.ar/recursos/descargas/guia-completa-de-rutinas-familiares.pdf';
    const cookie = await adminCookie(baseUrl);
    const { categories } = await graphqlData<{ categories: { id: string }[] }>(
      baseUrl,
      'query E2EWrapCategories { categories { id } }',
    );
    const { createGuide } = await graphqlData<{ createGuide: { id: string } }>(
      baseUrl,
      'mutation E2EWrapGuide($input: GuideInput!) { createGuide(input: $input) { id } }',
      {
        input: {
          title: 'Hiperresponsabilización',
          description: `La versión completa está en ${link} para quien la quiera.`,
          price: '1500',
          paymentLink: 'https://mpago.la/e2e-largo',
          status: 'PUBLICADO',
          categoryId: categories[0]?.id,
          categoryPosition: 'TOP_RIGHT',
        },
      },
      cookie,
    );
    const name = `Familia ${'Fernández'.repeat(4)}`;
    await graphqlData(
      baseUrl,
      'mutation E2EWrapContact($name: String!, $email: String!, $message: String!) { sendContactMessage(name: $name, email: $email, message: $message) }',
      { name, email: 'una.direccion.bastante.larga.para.un.telefono@example.com', message: `Miren esto: ${link}` },
    );
    const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
    try {
      for (const width of WIDTHS) {
        const context = await browser().newContext(phone(width));
        const { page, errors } = await newPage(context);
        await page.goto(`${baseUrl}/guias/${createGuide.id}`);
        await waitForHydration(page);
        expect({ width, page: await pageWidth(page) }).toEqual({ width, page: width });
        expect(errors).toEqual([]);
        await context.close();
      }
      const admin = await openAdminSession(browser(), baseUrl, phone(390));
      await admin.page.goto(`${baseUrl}/admin/messages`);
      await shows(admin.page.getByRole('article', { name: new RegExp(`^Mensaje de ${name}`) }).first());
      expect(await pageWidth(admin.page)).toBe(390);
      await admin.context.close();
    } finally {
      await graphqlData(
        baseUrl,
        'mutation E2EWrapDelete($id: ID!) { deleteGuide(id: $id) }',
        { id: createGuide.id },
        cookie,
      );
    }
  });
});
