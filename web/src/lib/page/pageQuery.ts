import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import type { Params } from 'react-router-dom';

/**
 * A query a page renders with: a generated document and the variables the
 * route gives it. The server runs it before rendering; the browser hydrates
 * from the answer the server shipped, then keeps it current through Apollo.
 */
export interface PageQuery<Data = unknown> {
  readonly document: DocumentNode;
  readonly variables: OperationVariables | undefined;
  /** Not asked at all (an id that cannot name anything, or a query only the server needs). */
  readonly skip: boolean;
  /** The answer's type, for the component's typed results (never set at run time). */
  readonly answer?: Data;
  /** The queries this answer leads the page to render with (a paid guide's buy button), fetched by the server too. */
  then?(data: Data): readonly PageQuery[];
}

export interface PageQueryOptions<Data> {
  skip?: boolean;
  then?: (data: Data) => readonly PageQuery[];
}

/** A page query with variables of its document's own type. */
export function pageQuery<Data, Variables extends OperationVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables?: Variables,
  { skip = false, then }: PageQueryOptions<Data> = {},
): PageQuery<Data> {
  return { document, variables, skip, then };
}

/** What a route's queries depend on: its URL's parameters and query string. */
export interface RouteLocation {
  params: Params;
  searchParams: URLSearchParams;
}

/**
 * What a page reads of one query, the same on the server and in the browser:
 * only what both can give. The server answers from the answers it fetched
 * before rendering; nothing here refetches (lib/page/useBrowserQuery.ts does,
 * in the browser only).
 */
export interface PageResult<Data> {
  data: Data | undefined;
  /** The last data before the variables changed (a list keeps its page while the next one loads). */
  previousData: Data | undefined;
  loading: boolean;
  error: Error | undefined;
}
