/**
 * 'Estadísticas de Visitas': a visit that lands from WhatsApp with utm tags
 * shows up in the owner's report (daily totals, sources, campaigns), at 390
 * and 1280 px, axe clean. Screenshots: docs/screenshots/admin/analytics-*.png
 * with E2E_SCREENSHOTS=docs/screenshots/admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, useBrowser } from './browser';
import { openAdminSession, pathIs, screenshot, shows, type AdminSession } from './admin-helpers';
import { expectNoSeriousA11yViolations } from './a11y';
import { currentLane } from './lane';

describe('admin traffic statistics', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;
  const sessions: AdminSession[] = [];

  beforeAll(async () => {
    // A reader arrives on the home page from a WhatsApp link tagged for a campaign.
    const context = await browser().newContext(PHONE);
    const { page } = await newPage(context);
    const landed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('RecordVisit'),
    );
    await page.goto(`${baseUrl}/?utm_source=whatsapp&utm_campaign=prueba-e2e`, { referer: 'https://wa.me/' });
    expect((await (await landed).json()) as unknown).toEqual({ data: { recordVisit: true } });
    await context.close();
  });
  afterAll(async () => {
    for (const session of sessions) {
      expect(session.errors).toEqual([]);
      await session.context.close();
    }
  });

  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const)('shows the period, totals, sources and campaigns at %s px', async (width, viewport) => {
    const session = await openAdminSession(browser(), baseUrl, viewport);
    sessions.push(session);
    const { page } = session;
    const sources = page.getByRole('table', { name: 'De dónde llegan' });
    // The view buffer writes every few seconds: reload until the landing is in the daily totals.
    await expect
      .poll(
        async () => {
          await page.goto(`${baseUrl}/admin/estadisticas`);
          await pathIs(page, '/admin/estadisticas');
          await shows(page.getByRole('heading', { name: 'Estadísticas de Visitas', level: 1 }));
          await shows(page.getByRole('heading', { name: 'Visitas por día' }));
          return sources.getByRole('row', { name: /WhatsApp/ }).count();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(1);
    const campaigns = page.getByRole('table', { name: 'Campañas (utm)' });
    await shows(campaigns.getByRole('row', { name: /whatsapp prueba-e2e/ }));
    await shows(page.getByText(/Visitantes \(únicos por día\)/));
    const daily = page.getByRole('table', { name: 'Visitas por día' });
    expect(await daily.getByRole('row').count()).toBe(31);
    await shows(page.getByText('Qué se cuenta y qué no'));
    await expectNoSeriousA11yViolations(page, { label: `estadisticas ${width}` });
    await screenshot(page, `analytics-${width}`, page.getByRole('main'));

    // A custom period starts from the days on screen, counted on the site's clock (not the browser's).
    const shown = await page.getByText(/^Del \d\d\/\d\d\/\d{4} al/).textContent();
    const [, fromShown, toShown] = /^Del (\S+) al (\S+),/.exec(shown ?? '') ?? [];
    const iso = (day = '') => day.split('/').reverse().join('-');
    await page.getByText('Personalizado', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Personalizado' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Desde').inputValue()).toBe(iso(fromShown));
    expect(await page.getByLabel('Hasta').inputValue()).toBe(iso(toShown));
    expect(await page.getByLabel('Hasta').getAttribute('max')).toBe(iso(toShown));
    await page.getByLabel('Desde').fill('2026-01-01');
    await page.getByLabel('Hasta').fill('2026-01-07');
    await page.getByRole('button', { name: 'Ver periodo' }).click();
    await shows(page.getByText('Del 01/01/2026 al 07/01/2026, comparado con los 7 días anteriores.'));
    expect(await daily.getByRole('row').count()).toBe(8);
    await page.getByLabel('Desde').fill('2026-01-07');
    await page.getByRole('button', { name: 'Ver periodo' }).click();
    await shows(page.getByText('Del 07/01/2026 al 07/01/2026, comparado con el día anterior.'));
    await expectNoSeriousA11yViolations(page, { label: `estadisticas personalizado ${width}` });
  });
});
