/**
 * The privacy text: reached from the footer on a phone, rendered on the
 * server (plain HTTP gets its words), and axe clean.
 */
import { describe, expect, it } from 'vitest';
import { newPage, PHONE, useBrowser } from './browser';
import { waitForHydration } from './publicSiteHelpers';
import { expectNoSeriousA11yViolations } from './a11y';
import { currentLane } from './lane';

const baseUrl = currentLane().baseUrl;
const COOKIE_SENTENCE = 'Como visitante recibes una sola cookie, cef_visitor';
const HASH_SENTENCE = 'esa huella se borra a los dos días';

describe('privacy page', () => {
  const browser = useBrowser();

  it("opens from the footer's 'Privacidad' link at 390 px, server-rendered and axe clean", async () => {
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);

    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacidad', exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/privacidad`);
    await page.getByRole('heading', { level: 1, name: 'Privacidad' }).waitFor();
    await page.getByText(COOKIE_SENTENCE, { exact: false }).waitFor();
    await expect.poll(() => page.title()).toBe('Privacidad | Crecer en Familia');
    // Nothing wider than the phone: no sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);

    // The first response to the address already holds the text, its head and canonical link.
    const response = await fetch(`${baseUrl}/privacidad`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Privacidad<\/h1>/);
    expect(html).toContain(COOKIE_SENTENCE);
    expect(html).toContain(HASH_SENTENCE);
    expect(html).toContain('<title>Privacidad | Crecer en Familia</title>');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/privacidad" />`);
    expect(html).toContain('href="mailto:contacto@crecerenfamilia.com.ar"');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates its own server HTML without a mismatch when opened directly', async () => {
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/privacidad`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'el formulario de contacto de Sobre Mí' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/sobre-mi`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
