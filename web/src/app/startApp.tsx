/**
 * Starts the browser app: hydrates a server-rendered public page with the
 * data it arrived with, or renders a client-only admin page.
 */
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { createBrowserApolloClient, readServerState } from './apollo';
import { AppProviders } from './AppProviders';
import { replayEarlyClicks, stopKeepingClicks } from './earlyClicks';
import { nextTask } from './nextTask';
import { routes } from './routes';

// Field data and the e2e suite read it: the app must start after the first paint (entry-client.tsx).
performance.mark('cef:app-start');

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** Lazy routes matched by the first URL must be loaded before hydrating, or React would see different markup. */
async function loadInitialLazyRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Renders nothing (so hydration is unaffected); its effect runs once the page has hydrated. */
function ReplayEarlyClicks() {
  useEffect(replayEarlyClicks, []);
  return null;
}

// Each step below costs a phone tens of milliseconds under Lighthouse's 4x slowdown (the
// router ~25, the Apollo cache restored from the page's data 20-45): one task each, so a
// tap in between is answered and none is long enough to count as blocking.
const serverState = readServerState();
await loadInitialLazyRoutes();
await nextTask();
const router = createBrowserRouter(
  routes,
  serverState ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : {},
);
await nextTask();
const apolloClient = createBrowserApolloClient(serverState);
await nextTask();
const app = (
  <StrictMode>
    <AppProviders client={apolloClient}>
      <RouterProvider router={router} />
      <ReplayEarlyClicks />
    </AppProviders>
  </StrictMode>
);

// Public pages arrive server-rendered (with their data); admin pages are client-only.
// As a transition, hydration yields to the browser every few milliseconds instead of
// holding a phone's main thread for one long task; the page is on screen meanwhile.
stopKeepingClicks();
if (serverState) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
