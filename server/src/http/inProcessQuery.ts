import type { ApolloServer } from '@apollo/server';
import { print, type DocumentNode, type FormattedExecutionResult } from 'graphql';
import type { GraphQLContext } from '../graphql/context';

/**
 * The page's documents are module constants: each is printed once per
 * process, not once per render (Apollo Server then finds its parsed and
 * validated form in its document store by the text's hash).
 */
const printed = new WeakMap<DocumentNode, string>();

function queryText(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/**
 * Runs a server render's queries in process through Apollo Server with the
 * request's own context: no HTTP hop, and the same plugins, limits and error
 * masking as /graphql (executing against the schema directly would skip those).
 */
export function inProcessQuery(apollo: ApolloServer<GraphQLContext>, contextValue: GraphQLContext) {
  return async (
    query: DocumentNode,
    variables: Record<string, unknown> | undefined,
  ): Promise<FormattedExecutionResult> => {
    const response = await apollo.executeOperation({ query: queryText(query), variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used for SSR');
    return response.body.singleResult;
  };
}
