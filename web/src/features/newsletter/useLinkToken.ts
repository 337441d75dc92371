import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * The token in a link's fragment or query; '' when there is none. A fragment that is not
 * valid percent-encoding (a link cut or mangled by a mail app) is a bad link, not a crash.
 */
export function tokenFromLocation(location: { hash: string; search: string }): string {
  let fromFragment: string;
  try {
    fromFragment = decodeURIComponent(location.hash.replace(/^#/, ''));
  } catch {
    return '';
  }
  return fromFragment || new URLSearchParams(location.search).get('token') || '';
}

const readToken = () => tokenFromLocation(window.location);

/**
 * The token of an e-mailed link, read after hydration: undefined on the
 * server and while hydrating (so the HTML is the same for everyone), '' when
 * the link has none. Links carry it in the fragment (#token), which never
 * reaches the server; an older link's ?token= is accepted too.
 */
export function useLinkToken(): string | undefined {
  return useSyncExternalStore<string | undefined>(subscribeToNothing, readToken, () => undefined);
}
