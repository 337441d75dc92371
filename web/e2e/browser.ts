import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
}

let visitorSeq = 0;

/**
 * Each browser context is another household: the e2e server runs as behind a
 * proxy (TRUST_PROXY=loopback, globalSetup.ts), and every context sends its
 * own X-Forwarded-For. Otherwise every visitor in the suite would be one
 * client address, and the per-address limits on views and ratings would make
 * a second visitor's view count as the first one's.
 */
function asOwnHousehold(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => {
    visitorSeq += 1;
    const address = `198.18.${(visitorSeq >> 8) & 255}.${visitorSeq & 255}`;
    return newContext({ ...options, extraHTTPHeaders: { 'x-forwarded-for': address, ...options.extraHTTPHeaders } });
  };
  return browser;
}

/** Debian's Chromium, headless, with the flags this sandboxed machine needs. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return asOwnHousehold(browser);
}

/**
 * One Chromium for the enclosing describe block, launched before its first test and closed
 * after its last; the returned function gives the running browser. Call it before the block's
 * own hooks: vitest runs afterAll hooks in reverse order, so the block's own cleanup (closing
 * its sessions, checking their page errors) still has a browser.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is launched in beforeAll, use it in hooks and tests');
    return browser;
  };
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

/** A page that fails the test on any uncaught page error. */
export async function newPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}
