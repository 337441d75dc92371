/**
 * Starts the browser app: hydrates a server-rendered public page with the
 * data it arrived with, or renders a client-only admin page.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserApolloClient, readServerState } from './apollo';
import { AppRoot } from './AppRoot';
import { replayEarlyClicks, stopKeepingClicks } from './earlyClicks';
import { GuardedBrowserRouter } from './navigation/GuardedBrowserRouter';
import { nextTask } from './nextTask';
import { pageExit, pageExitNeeded } from './pageExit';
import { AppRoutes, preloadRoutes } from './routes';

// Field data and the e2e suite read it: the app must start after the first paint (entry-client.tsx).
performance.mark('cef:app-start');

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The code of the page the URL shows is loaded before the first render, so hydration renders
// the server's markup in one pass. Restoring the Apollo cache from the page's data costs a
// phone 20-45 ms under Lighthouse's 4x slowdown: a task of its own, so a tap in between is
// answered and no task is long enough to count as blocking.
const serverState = readServerState();
await preloadRoutes(window.location.pathname);
await nextTask();
const apolloClient = createBrowserApolloClient(serverState);
await nextTask();
const leaveBefore = (from: string, to: string) => (pageExitNeeded(from, to) ? pageExit(to, preloadRoutes) : null);
const app = (
  <StrictMode>
    {/* Taps kept before hydration (earlyClicks.ts) are replayed once the page has hydrated. */}
    <AppRoot client={apolloClient} onHydrated={replayEarlyClicks}>
      <GuardedBrowserRouter leaveBefore={leaveBefore}>
        <AppRoutes />
      </GuardedBrowserRouter>
    </AppRoot>
  </StrictMode>
);

// Public pages arrive server-rendered (with their data); admin pages are client-only.
// As a transition, hydration yields to the browser every few milliseconds instead of
// holding a phone's main thread for one long task; the page is on screen meanwhile.
stopKeepingClicks();
if (serverState) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
