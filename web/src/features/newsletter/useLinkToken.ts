import { useEffect, useState } from 'react';

/**
 * The token of an e-mailed link, read after hydration: undefined until then
 * (so the server's HTML is the same for everyone), '' when the link has none.
 * Links carry it in the fragment (#token), which never reaches the server; an
 * older link's ?token= is accepted too (the server redirects those anyway).
 */
export function useLinkToken(): string | undefined {
  const [token, setToken] = useState<string | undefined>(undefined);
  useEffect(() => {
    const fromFragment = decodeURIComponent(window.location.hash.replace(/^#/, ''));
    setToken(fromFragment || new URLSearchParams(window.location.search).get('token') || '');
  }, []);
  return token;
}
