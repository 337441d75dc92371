/**
 * Starts the browser app: hydrates a server-rendered public page with the
 * data it arrived with (the admin is a build of its own: entry-admin.tsx).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { markAppStarted } from '../lib/appStarted';
import { showKeptToast } from '../lib/keptToast';
import { shippedAnswersLoaded } from '../lib/shippedAnswers';
import { createBrowserApolloClient } from './apollo';
import { AppRoot } from './AppRoot';
import { keptClicks, replayEarlyClicks, stopKeepingClicks } from './earlyClicks';
import { noteEarlyInput } from './earlyInput';
import { nextTask } from './nextTask';
import { pageExit, pageExitNeeded } from './pageExit';
import { PublicRouter } from './PublicRouter';
import { AppRoutes, preloadRoutes } from './routes';

// Field data and the e2e suite read it: the app starts on the visitor's first interaction (entry-client.tsx).
performance.mark('cef:app-start');
markAppStarted();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The code of the page the URL shows, and the data it was rendered with, are loaded before the
// first render, so hydration renders the server's markup in one pass. Creating the Apollo Client
// is a task of its own, so a tap in between is answered and no task is long enough to count as
// blocking.
const [hydrating] = await Promise.all([shippedAnswersLoaded(), preloadRoutes(window.location.pathname)]);
await nextTask();
const apolloClient = createBrowserApolloClient();
await nextTask();
const leaveBefore = (from: string, to: string) => (pageExitNeeded(from, to) ? pageExit(to, preloadRoutes) : null);
// A server-rendered page rendered afresh (its data changed since it arrived) keeps what she typed, chose and tapped.
const early = !hydrating && container.hasChildNodes() ? noteEarlyInput(container, keptClicks()) : null;
/**
 * Taps kept before hydration (earlyClicks.ts) are replayed once the page has hydrated;
 * then a toast the admin kept for this page is shown (signing out is a full page load).
 */
const afterHydration = () => {
  replayEarlyClicks(early?.restore(container));
  showKeptToast();
};
const app = (
  <StrictMode>
    <AppRoot client={apolloClient} onHydrated={afterHydration}>
      <PublicRouter leaveBefore={leaveBefore}>
        <AppRoutes />
      </PublicRouter>
    </AppRoot>
  </StrictMode>
);

// Pages arrive server-rendered and their data is fetched beside the code; without it (offline,
// or not the page's data), or when it is newer than the page, the page is rendered afresh. As a
// transition, hydration yields to the browser every few milliseconds instead of holding a
// phone's main thread for one long task; the page is on screen meanwhile.
stopKeepingClicks();
if (hydrating) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
