/**
 * Draws web/public/og-default.jpg, the link-preview picture of every page without its own
 * (DEFAULT_SHARE_IMAGE in web/src/head/headTypes.ts): the site's name and line on its teal,
 * 1200 × 630 (the size WhatsApp and Facebook lay a large preview out for). Chromium renders
 * the card and screenshots it, so the picture needs no image tool:
 *   npx tsx scripts/generate-share-image.ts
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';

const OUT = path.resolve(import.meta.dirname, '../web/public/og-default.jpg');
const WIDTH = 1200;
const HEIGHT = 630;

// The heart of web/public/favicon.svg, in the theme's teal-7 (#2f7d6d) and teal-9 (#0f5f4f).
const HTML = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; }
  body {
    display: flex; flex-direction: column; justify-content: center; gap: 28px; box-sizing: border-box;
    padding: 0 96px; color: #fff; background: linear-gradient(135deg, #2f7d6d 0%, #0f5f4f 100%);
    font-family: Georgia, 'DejaVu Serif', 'Liberation Serif', serif;
  }
  .brand { display: flex; align-items: center; gap: 32px; }
  h1 { margin: 0; font-size: 84px; line-height: 1; white-space: nowrap; }
  p { margin: 0; max-width: 900px; font-size: 44px; line-height: 1.35; color: #e8f6f2;
      font-family: system-ui, 'DejaVu Sans', 'Liberation Sans', sans-serif; }
  .line { width: 160px; height: 8px; border-radius: 4px; background: #aed5ca; }
</style></head><body>
  <div class="brand">
    <svg width="120" height="120" viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="30" fill="#fff"/>
      <path d="M32 46s-14-8.6-14-18a8 8 0 0 1 14-5.3A8 8 0 0 1 46 28c0 9.4-14 18-14 18z" fill="#2f7d6d"/>
    </svg>
    <h1>Crecer en Familia</h1>
  </div>
  <div class="line"></div>
  <p>Apoyo psicológico para familias y crianza respetuosa</p>
</body></html>`;

const executablePath = process.env.CHROMIUM_PATH ?? execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.setContent(HTML);
  await page.screenshot({ path: OUT, type: 'jpeg', quality: 82 });
  console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
} finally {
  await browser.close();
}
