import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * The server's Spanish message for a failed operation (its first GraphQL
 * error), or the fallback for network failures and anything unexpected.
 */
export function graphqlErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message?.trim();
    if (message) return message;
  }
  return fallback;
}
