/**
 * The browser's entry, all a visit that only reads runs: the site's styles,
 * the view of the item the page shows, and a watch for the first tap, key or
 * scroll (app/firstIntent.ts). Only then does the app load (React, Apollo,
 * the page's code and its data) and hydrate the server's HTML. A phone that
 * opens a shared link and reads it spends no main-thread time on script.
 */
import './app/publicStyles';
import { keepEarlyClicks } from './app/earlyClicks';
import { firstIntent } from './app/firstIntent';
import { pageStartsAtOnce, preloadPageScripts } from './app/pageScripts';
import { recordViewOnLoad } from './features/views/viewOnLoad';
import { hasKeptToast } from './lib/keptToastKey';
import { startLoadingShippedAnswers } from './lib/shippedAnswers';

const serverRendered = document.getElementById('root')?.hasChildNodes() ?? false;
// A button tapped before the page hydrates still gets its tap (see earlyClicks.ts).
keepEarlyClicks();
recordViewOnLoad();
// A page the server did not render, one that shows nothing useful until the app runs (a game),
// or a message the previous page kept for this one cannot wait.
if (serverRendered && !pageStartsAtOnce() && !hasKeptToast()) await firstIntent();
startLoadingShippedAnswers();
await preloadPageScripts();
await import('./app/startApp');
