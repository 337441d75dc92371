/**
 * The public site's query hook: Apollo's useQuery in the browser, answers
 * from the render's map on the server (lib/serverAnswers.ts). Components call
 * it exactly as Apollo's; eslint keeps Apollo's own out of the public site.
 */
import { useApolloClient, useQuery as useApolloQuery } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { useContext } from 'react';
import { answerKey } from './answerKey';
import { ServerAnswersContext } from './serverAnswersContext';
import { takeShippedAnswer } from './shippedAnswers';

/** The options this hook reads itself; the rest are Apollo's, used in the browser. */
interface QueryOptions {
  variables?: Record<string, unknown>;
  skip?: boolean;
  /** false: the server renders the loading state and the browser fetches (personal or random data). */
  ssr?: boolean;
}

function notWhileServerRendering(): never {
  throw new Error('A query cannot be refetched while the server renders');
}

/**
 * What Apollo's useQuery returns during server rendering, read from the
 * render's answers: a query not fetched yet renders as loading, and the
 * server fetches it and renders again (entry-server.tsx).
 */
function useServerQuery(query: DocumentNode, options?: QueryOptions) {
  const answers = useContext(ServerAnswersContext);
  if (!answers) throw new Error('Server rendering needs its answers (ServerAnswersContext)');
  const skipped = options?.skip === true;
  const deferred = options?.ssr === false;
  const answer = skipped || deferred ? undefined : answers.read(query, options?.variables);
  const loading = !skipped && (deferred || !answer);
  return {
    data: answer?.data,
    previousData: undefined,
    error: answer?.error,
    loading,
    // Apollo's NetworkStatus: loading 1, ready 7, error 8.
    networkStatus: loading ? 1 : answer?.error ? 8 : 7,
    variables: options?.variables,
    refetch: notWhileServerRendering,
    fetchMore: notWhileServerRendering,
    startPolling: notWhileServerRendering,
    stopPolling: notWhileServerRendering,
    subscribeToMore: notWhileServerRendering,
    updateQuery: notWhileServerRendering,
  };
}

/**
 * Apollo's useQuery, after writing the answer the server rendered this query
 * with (if it shipped one) into the cache, so hydration reads the same data
 * without a request. Written without notifying watchers: it is the page's own
 * snapshot, and a notification during a render would update other components
 * mid-render. A component hydrated later (a deferred widget) finds its answer
 * still waiting.
 */
function useBrowserQuery(query: DocumentNode, options?: QueryOptions) {
  const client = useApolloClient();
  if (!options?.skip) {
    const data = takeShippedAnswer(answerKey(query, options?.variables));
    if (data !== undefined) {
      client.cache.writeQuery({ query, variables: options?.variables, data, broadcast: false });
    }
  }
  return useApolloQuery(query, options);
}

// The build fixes which one (Vite replaces import.meta.env.SSR), so hooks keep their order.
export const useQuery = (import.meta.env.SSR ? useServerQuery : useBrowserQuery) as unknown as typeof useApolloQuery;
