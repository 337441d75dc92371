import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: { FeaturedItem: ['Article', 'Guide'] },
  });
}

/**
 * The browser's Apollo Client. Hydration needs no request: the query hook
 * writes the answers the server shipped into its cache (lib/page/useDeclaredQuery.ts).
 * The preflight header lets Apollo Server's CSRF prevention
 * accept our requests (and multipart uploads) while refusing forged ones.
 */
export function createBrowserApolloClient(): ApolloClient {
  const cache = createApolloCache();
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
