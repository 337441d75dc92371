/**
 * Admin screens load their data with their code: the route loader sends a screen's
 * queries as the navigation starts, beside the download of the screen's code, and the
 * screen's first paint already shows the data (no spinner in between).
 */
import { describe, expect, it } from 'vitest';
import { goToSection, openAdminSession } from './admin-helpers';
import { useBrowser } from './browser';
import { currentLane } from './lane';

interface FirstPaint {
  rows: number;
  spinner: boolean;
}

describe('admin route data', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;

  it("requests the articles list while its screen's code downloads, and paints the rows with the heading", async () => {
    const { context, page, errors } = await openAdminSession(browser(), baseUrl);
    // Network events in the order the browser reports them.
    const events: string[] = [];
    const name = (url: string, body: string | null): string | null => {
      if (/\/ArticlesListPage-[\w-]+\.js$/.test(new URL(url).pathname)) return 'code';
      if (body?.includes('"operationName":"AdminArticlesList"')) return 'data';
      return null;
    };
    page.on('request', (request) => {
      const what = name(request.url(), request.postData());
      if (what) events.push(`${what} sent`);
    });
    page.on('requestfinished', (request) => {
      const what = name(request.url(), request.postData());
      if (what) events.push(`${what} finished`);
    });
    // What the screen shows the first time its heading is in the page.
    await page.evaluate(() => {
      const record = window as unknown as { firstPaint?: FirstPaint };
      const observer = new MutationObserver(() => {
        const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent === 'Artículos');
        if (!heading || record.firstPaint) return;
        record.firstPaint = {
          rows: document.querySelectorAll('main tbody tr').length,
          spinner: document.querySelector('main .mantine-Loader-root') !== null,
        };
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });

    await goToSection(page, 'Artículos');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstPaint?: FirstPaint }).firstPaint))
      .toBeTruthy();
    const firstPaint = await page.evaluate(() => (window as unknown as { firstPaint: FirstPaint }).firstPaint);

    // The query left before the code had arrived: they were in flight together.
    expect(events).toContain('code sent');
    expect(events).toContain('data sent');
    expect(events.indexOf('data sent')).toBeLessThan(events.indexOf('code finished'));
    expect(firstPaint.spinner).toBe(false);
    expect(firstPaint.rows).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
