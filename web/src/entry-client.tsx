/**
 * The browser's entry: the site's styles, then the app once the server's HTML
 * is on screen with its main picture. Until then the page's scripts are not
 * even requested, so the HTML, its stylesheets and pictures have the
 * connection to themselves; and on a phone with a fast connection and a slow
 * processor, hydrating (a long run of script) can no longer hold the first
 * frame back. The visitor reads the page while its scripts arrive and it
 * hydrates.
 */
import './app/publicStyles';
import { afterFirstPaint } from './app/afterFirstPaint';
import { keepEarlyClicks } from './app/earlyClicks';
import { preloadPageScripts } from './app/pageScripts';

// A button tapped before the page hydrates still gets its tap (see earlyClicks.ts).
keepEarlyClicks();
await afterFirstPaint();
await preloadPageScripts();
await import('./app/startApp');
