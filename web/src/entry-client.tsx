/**
 * The browser's entry: the site's styles, then the app once the server's HTML
 * is on screen. On a phone with a fast connection and a slow processor the
 * app's code arrives before the first frame, and hydrating (a long run of
 * script) would hold that frame back; started after it, the visitor reads the
 * page while it hydrates. The app's modules download meanwhile: the server
 * links them as modulepreload (server/src/http/pageAssets.ts).
 */
import './app/publicStyles';
import { afterFirstPaint } from './app/afterFirstPaint';

await afterFirstPaint();
await import('./app/startApp');
