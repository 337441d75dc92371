/**
 * Route loaders for the admin's screens: a screen's first queries are sent as
 * the navigation starts, beside the download of its code (the route's `lazy`),
 * instead of after the code has arrived and rendered. The navigation waits for
 * both, so the screen's first paint already has its data: no spinner.
 *
 * A slow answer does not hold her on the screen she left: after SCREEN_DATA_WAIT_MS the
 * screen opens with its own loading state (its queries finish in the background), as
 * before route loaders. Meanwhile the header shows that the next screen is loading.
 *
 * The loader fills the admin Apollo Client's cache through Apollo's query
 * preloader, from the network (so a screen never starts from stale data); the
 * screen then reads the same query with `loadedByRoute`, which takes that
 * answer from the cache instead of asking again.
 */
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { AdminMeQuery } from '../auth/adminMeQuery';

/** One query a screen sends as it first renders, with the variables of that first render. */
export interface ScreenQuery {
  query: TypedDocumentNode<unknown, OperationVariables>;
  variables?: OperationVariables;
}

/** A typed ScreenQuery: the variables must be the query's own. */
export function screenQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  ...variables: Record<string, never> extends TVariables ? [TVariables?] : [TVariables]
): ScreenQuery {
  return { query: query as TypedDocumentNode<unknown, OperationVariables>, variables: variables[0] };
}

/** The queries a screen sends first, from its route's parameters. */
export type ScreenData = (args: Pick<LoaderFunctionArgs, 'params'>) => ScreenQuery[];

/** Makes a route loader out of a screen's queries. */
export type ScreenLoaderFactory = (data: ScreenData) => (args: LoaderFunctionArgs) => Promise<null>;

/**
 * The options a screen's `useQuery` takes for a query its route loaded: the first read is
 * answered by the cache the loader just filled; later variables (another page, a search)
 * and remounts ask the network again while showing what is cached, as the client's default does.
 */
export const loadedByRoute: { fetchPolicy: 'cache-first'; nextFetchPolicy: () => 'cache-and-network' } = {
  fetchPolicy: 'cache-first',
  nextFetchPolicy: () => 'cache-and-network',
};

/**
 * How long a navigation waits for the next screen's data. Long enough for an answer from a
 * loaded server (a list is a few milliseconds of SQL), short enough that a click never seems
 * ignored: past it the screen shows its own spinner.
 */
export const SCREEN_DATA_WAIT_MS = 2_000;

export function createScreenLoaders(client: ApolloClient, waitMs = SCREEN_DATA_WAIT_MS): ScreenLoaderFactory {
  const preloadQuery = createQueryPreloader(client);

  /** Whether the admin is signed in: known from the cache after the first screen, asked once otherwise. */
  async function signedIn(): Promise<boolean> {
    if (!client.readQuery({ query: AdminMeQuery })) {
      await preloadQuery.toPromise(preloadQuery(AdminMeQuery)).catch(() => undefined);
    }
    return client.readQuery({ query: AdminMeQuery })?.me?.role === 'ADMIN';
  }

  async function preload(queries: () => ScreenQuery[]): Promise<void> {
    // Signed out, the screen's queries would only be refused (and announce an expired
    // session): the route guard sends her to the login page instead.
    if (!(await signedIn())) return;
    await Promise.all(
      queries().map(({ query, variables }) =>
        preloadQuery
          .toPromise(preloadQuery(query, { variables, fetchPolicy: 'network-only' }))
          // A failed load is the screen's to show: its own query finds nothing cached,
          // asks again, and shows the error as it always has.
          .catch(() => undefined),
      ),
    );
  }

  return (data) =>
    async ({ params }) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
      await Promise.race([preload(() => data({ params })), waited]);
      clearTimeout(timer);
      return null;
    };
}
