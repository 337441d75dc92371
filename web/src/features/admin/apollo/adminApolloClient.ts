/**
 * The admin area's own Apollo Client. Keeping it apart from the public client
 * means the public bundle never carries the upload link, and signing out simply
 * drops this client (and everything it cached) when the admin tree unmounts.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { AdminMeQuery } from '../auth/adminMeQuery';
import { ADMIN_TYPE_POLICIES } from './adminTypePolicies';
import { hasFiles } from './extractFiles';
import { createReauthLink, isMutation, SESSION_OPERATIONS } from './reauthLink';
import { createUploadLink } from './uploadLink';

const GRAPHQL_URI = '/graphql';
/** Lets Apollo Server's CSRF prevention accept our requests, multipart ones included. */
const HEADERS = { 'apollo-require-preflight': 'true' };

export interface AdminClientHooks {
  /** An admin operation was refused because the session is gone. */
  onSessionExpired: () => void;
  /** A save was refused for want of a session: ask her to sign in again (true) or give up (false). */
  reauthenticate: () => Promise<boolean>;
}

export function createAdminApolloClient(hooks: AdminClientHooks): ApolloClient {
  const errorLink = new ErrorLink(({ error, operation }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    if (!error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) return;
    // Login and logout report their own outcome; only other calls mean the session ended.
    if (operation.operationName && SESSION_OPERATIONS.has(operation.operationName)) return;
    // A refused save already offered the sign-in dialog (reauthLink); the form keeps her work.
    if (isMutation(operation)) return;
    // Forget the signed-in user so the route guard sends the owner to the login page.
    operation.client.cache.writeQuery({ query: AdminMeQuery, data: { me: null } });
    hooks.onSessionExpired();
  });
  const transport = ApolloLink.split(
    (operation) => hasFiles(operation.variables),
    createUploadLink({ uri: GRAPHQL_URI, headers: HEADERS }),
    new HttpLink({ uri: GRAPHQL_URI, credentials: 'same-origin', headers: HEADERS }),
  );
  return new ApolloClient({
    link: ApolloLink.from([errorLink, createReauthLink(hooks.reauthenticate), transport]),
    cache: new InMemoryCache({ typePolicies: ADMIN_TYPE_POLICIES }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
