/**
 * Saves must survive a lost session (issue 22): when a mutation is refused
 * because the session ended, the owner signs in again in a dialog over the
 * form, and the same mutation (files included) is sent again. Only when she
 * gives up does the refusal ('Usuario no autenticado.') reach the form.
 */
import { ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { Observable, type Subscription } from 'rxjs';

/** Login and logout report their own outcome; a refused login is not an expired session. */
export const SESSION_OPERATIONS = new Set(['AdminLogin', 'AdminLogout']);

export function isUnauthenticated(result: ApolloLink.Result): boolean {
  return Boolean(result.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED'));
}

export function isMutation(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'mutation';
}

/** `reauthenticate` resolves true once she has signed in again, false when she gives up. */
export function createReauthLink(reauthenticate: () => Promise<boolean>): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (!isMutation(operation) || SESSION_OPERATIONS.has(operation.operationName ?? '')) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      let inner: Subscription | undefined;
      let closed = false;
      const attempt = () => {
        let refused = false;
        inner = forward(operation).subscribe({
          next: (result) => {
            if (!isUnauthenticated(result)) {
              observer.next(result);
              return;
            }
            refused = true;
            void reauthenticate().then((signedIn) => {
              if (closed) return;
              if (signedIn) {
                attempt();
                return;
              }
              observer.next(result);
              observer.complete();
            });
          },
          error: (error: unknown) => observer.error(error),
          // A refused attempt completes later: after the retry, or when she gives up.
          complete: () => {
            if (!refused) observer.complete();
          },
        });
      };
      attempt();
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
}
