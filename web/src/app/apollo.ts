import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';

export const APOLLO_STATE_ID = '__APOLLO_STATE__';

export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: { FeaturedItem: ['Article', 'Guide'] },
  });
}

/** The Apollo cache the server rendered with, from a non-executing JSON script element. */
export function readServerState(): NormalizedCacheObject | undefined {
  const element = document.getElementById(APOLLO_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as NormalizedCacheObject;
  } catch {
    return undefined;
  }
}

/**
 * The browser's Apollo Client, restored from the server's cache so hydration
 * needs no request. The preflight header lets Apollo Server's CSRF prevention
 * accept our requests (and multipart uploads) while refusing forged ones.
 */
export function createBrowserApolloClient(initialState?: NormalizedCacheObject): ApolloClient {
  const cache = createApolloCache();
  if (initialState) cache.restore(initialState);
  return new ApolloClient({
    link: new HttpLink({
      uri: '/graphql',
      credentials: 'same-origin',
      headers: { 'apollo-require-preflight': 'true' },
      // Reads as GET: cacheable by a CDN and revalidated with ETags (see server/src/http/caching.ts).
      useGETForQueries: true,
    }),
    cache,
  });
}
