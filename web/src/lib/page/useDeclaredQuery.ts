/**
 * Reads a query the page declared (lib/page/definePage.tsx), directly or
 * through another query's `then`: from the server render's answers on the
 * server, from Apollo in the browser after writing the answer the server
 * shipped into its cache. Pages get their own queries as typed props; shared
 * widgets (the site configuration, a buy button) read theirs with this hook.
 */
import { useApolloClient, useQuery as useApolloQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useContext } from 'react';
import { answerKey, operationName } from '../answerKey';
import { ServerAnswersContext } from '../serverAnswersContext';
import { takeShippedAnswer } from '../shippedAnswers';
import type { PageQuery, PageResult } from './pageQuery';

const SKIPPED = { data: undefined, previousData: undefined, loading: false, error: undefined } as const;

/** A server render read a query its page did not declare: the declaration is the page's contract, so it fails. */
export class UndeclaredQueryError extends Error {
  constructor(operation: string) {
    super(`${operation} was read while the server rendered, but no query of the route declares it (definePage)`);
    this.name = 'UndeclaredQueryError';
  }
}

/** The server's branch: every declared query was answered before the render began (entry-server.tsx). */
function useServerAnswer<Data>(query: PageQuery<Data>): PageResult<Data> {
  const answers = useContext(ServerAnswersContext);
  if (!answers) throw new Error('Server rendering needs its answers (ServerAnswersContext)');
  if (query.skip) return SKIPPED;
  const answer = answers.read(query.document, query.variables);
  if (!answer) throw new UndeclaredQueryError(operationName(query.document));
  return { data: answer.data as Data | undefined, previousData: undefined, loading: false, error: answer.error };
}

/**
 * The browser's branch: Apollo's useQuery, after writing the answer the server
 * rendered this query with (if it shipped one) into the cache, so hydration
 * reads the same data without a request. Written without notifying watchers:
 * it is the page's own snapshot, and a notification during a render would
 * update other components mid-render. A widget hydrated later (a deferred
 * carousel's buy buttons) finds its answer still waiting.
 */
function useBrowserAnswer<Data>(query: PageQuery<Data>): PageResult<Data> {
  const client = useApolloClient();
  const { document, variables, skip } = query;
  if (!skip) {
    const shipped = takeShippedAnswer(answerKey(document, variables));
    if (shipped !== undefined) client.cache.writeQuery({ query: document, variables, data: shipped, broadcast: false });
  }
  const { data, previousData, loading, error } = useApolloQuery(document as TypedDocumentNode<Data>, {
    variables,
    skip,
  });
  return { data: data as Data | undefined, previousData: previousData as Data | undefined, loading, error };
}

// The build fixes which one (Vite replaces import.meta.env.SSR), so hooks keep their order.
export const useDeclaredQuery: <Data>(query: PageQuery<Data>) => PageResult<Data> = import.meta.env.SSR
  ? useServerAnswer
  : useBrowserAnswer;
