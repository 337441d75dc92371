/**
 * A query asked in the browser only: personal or random answers (her earlier
 * rating, shuffled game questions, a purchase check) that must never be part
 * of server-rendered, cacheable HTML. The server renders its loading state,
 * and so does the hydrating browser; then Apollo fetches it.
 */
import { useQuery as useApolloQuery } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode, WatchQueryFetchPolicy } from '@apollo/client';
import { useRenderContext } from '../../head/RenderContext';
import type { PageResult } from './pageQuery';

export interface BrowserQueryOptions<Variables> {
  variables?: Variables;
  skip?: boolean;
  fetchPolicy?: WatchQueryFetchPolicy;
  /** Loading again while refetching (a retry button's state). */
  notifyOnNetworkStatusChange?: boolean;
  /**
   * The page reads well without it until the visitor first taps, types or
   * scrolls (her earlier rating, below the article). Otherwise its loading
   * state is what the page would show, so the browser starts the app at once
   * instead of on the first interaction (web/src/entry-client.tsx).
   */
  canWaitForVisitor?: boolean;
}

export interface BrowserQueryResult<Data> extends PageResult<Data> {
  /**
   * Asks again (a retry). Only event handlers and effects call it, and the
   * server runs neither: its branch has nothing to refetch and rejects.
   */
  refetch(): Promise<unknown>;
}

function useServerLoadingState<Data, Variables>(
  _query: TypedDocumentNode<Data, Variables>,
  options: BrowserQueryOptions<Variables> = {},
): BrowserQueryResult<Data> {
  const render = useRenderContext();
  if (!options.skip && !options.canWaitForVisitor) render?.needAppAtOnce();
  return {
    data: undefined,
    previousData: undefined,
    loading: !options.skip,
    error: undefined,
    refetch: () => Promise.reject(new Error('A browser-only query is not refetched while the server renders')),
  };
}

function useApolloBrowserQuery<Data, Variables extends OperationVariables>(
  query: TypedDocumentNode<Data, Variables>,
  options: BrowserQueryOptions<Variables> = {},
): BrowserQueryResult<Data> {
  const { canWaitForVisitor: _, ...apolloOptions } = options;
  const { data, previousData, loading, error, refetch } = useApolloQuery(
    query as TypedDocumentNode<Data, OperationVariables>,
    apolloOptions,
  );
  return { data: data as Data | undefined, previousData: previousData as Data | undefined, loading, error, refetch };
}

// The build fixes which one (Vite replaces import.meta.env.SSR), so hooks keep their order.
export const useBrowserQuery: <Data, Variables extends OperationVariables>(
  query: TypedDocumentNode<Data, Variables>,
  options?: BrowserQueryOptions<Variables>,
) => BrowserQueryResult<Data> = import.meta.env.SSR ? useServerLoadingState : useApolloBrowserQuery;
