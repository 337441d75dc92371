import type { ApolloServer } from '@apollo/server';
import { ApolloLink, Observable } from '@apollo/client';
import { print } from 'graphql';
import type { GraphQLContext } from '../graphql/context';

/**
 * An Apollo Client link that executes operations in process through Apollo
 * Server with the request's own context: no HTTP hop, and the same plugins,
 * limits and error masking as /graphql (a plain SchemaLink would skip those).
 */
export function inProcessLink(apollo: ApolloServer<GraphQLContext>, contextValue: GraphQLContext): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        apollo
          .executeOperation(
            { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
            { contextValue },
          )
          .then((response) => {
            if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used for SSR');
            observer.next(response.body.singleResult as never);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}
