/**
 * Where the GraphQL endpoint listens. Its own module because the page cache
 * (pageCache.ts) answers GraphQL reads before the endpoint (graphqlEndpoint.ts)
 * sees them, and the endpoint takes the page cache: both point here, not at
 * each other.
 */
export const GRAPHQL_PATH = '/graphql';

/** Whether a request URL is /graphql itself, with or without a query string. */
export function isGraphQLUrl(url: string): boolean {
  return url === GRAPHQL_PATH || url.startsWith(`${GRAPHQL_PATH}?`);
}
