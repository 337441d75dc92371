import type { ApolloClient } from '@apollo/client';
import { useEffect, type ReactNode } from 'react';
import { AppProviders } from './AppProviders';

/** Renders nothing (so hydration is unaffected); its effect runs once the tree has hydrated. */
function AfterHydration({ run }: { run?: () => void }) {
  useEffect(() => run?.(), [run]);
  return null;
}

interface AppRootProps {
  client: ApolloClient;
  /** Called once the browser has hydrated the page (the server never calls it). */
  onHydrated?: () => void;
  /** The router with the app's routes: StaticRouter on the server, PublicRouter in the browser. */
  children: ReactNode;
}

/**
 * The root both the server and the browser render. The trees must have the
 * same shape, not just the same markup: React's useId (which names Mantine's
 * inline styles) numbers siblings, so a component only one side rendered
 * gave every id below it another name and hydration a mismatch.
 *
 * What runs after hydration comes in as a callback: a module the entry loads
 * before the first paint (earlyClicks.ts) imported here would be pulled into
 * the shell chunk, and the shell in ahead of the first paint.
 */
export function AppRoot({ client, onHydrated, children }: AppRootProps) {
  return (
    <AppProviders client={client}>
      {children}
      <AfterHydration run={onHydrated} />
    </AppProviders>
  );
}
