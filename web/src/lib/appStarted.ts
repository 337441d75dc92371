import { useSyncExternalStore } from 'react';

/**
 * Whether the browser app runs. It starts on the visitor's first tap, key or
 * scroll (web/src/entry-client.tsx); until then a server-rendered control is
 * inert. Set just before hydrating: hydration renders with the server's
 * answer (false), so the markup matches, and React renders again with true
 * right after. A page reached inside the app sees true from its first render.
 */
let started = false;

export function markAppStarted(): void {
  started = true;
}

const subscribeToNothing = () => () => {};

export function useAppStarted(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => started,
    () => false,
  );
}
