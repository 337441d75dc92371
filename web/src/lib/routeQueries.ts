import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { Params } from 'react-router-dom';

/** A query a route's components run while rendering, with the variables they pass it. */
export interface RouteQuery {
  query: TypedDocumentNode<unknown, OperationVariables>;
  variables?: OperationVariables;
  /** Queries the components run only for some answers (a paid guide's buy button), from this one's data. */
  then?: (data: unknown) => RouteQuery[];
}

/** What a route's queries depend on: its URL's parameters and query string. */
export interface RouteLocation {
  params: Params;
  searchParams: URLSearchParams;
}

/**
 * The queries a route renders with, declared next to the components that run
 * them and built from the same documents and variable functions. Before the
 * render, the server runs them all at once in process through Apollo Server
 * (lib/serverAnswers.ts; `then` adds the queries an answer leads to), so the
 * components read every answer from that map and the page renders in one pass.
 * A query left out still renders right, in another pass (entry-server.tsx
 * fetches what the render asked for and renders again);
 * web/e2e/renderPasses.e2e.ts requires one pass on every public route.
 */
export type RouteQueries = (location: RouteLocation) => RouteQuery[];

/** A query with variables of its document's own type, and what its answer leads the page to ask next. */
export function routeQuery<Data, Variables extends OperationVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables?: Variables,
  then?: (data: Data) => RouteQuery[],
): RouteQuery {
  return {
    query: query as TypedDocumentNode<unknown, OperationVariables>,
    variables,
    then: then as ((data: unknown) => RouteQuery[]) | undefined,
  };
}
