import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

function readToken(): string {
  const fromFragment = decodeURIComponent(window.location.hash.replace(/^#/, ''));
  return fromFragment || new URLSearchParams(window.location.search).get('token') || '';
}

/**
 * The token of an e-mailed link, read after hydration: undefined on the
 * server and while hydrating (so the HTML is the same for everyone), '' when
 * the link has none. Links carry it in the fragment (#token), which never
 * reaches the server; an older link's ?token= is accepted too.
 */
export function useLinkToken(): string | undefined {
  return useSyncExternalStore<string | undefined>(subscribeToNothing, readToken, () => undefined);
}
