/**
 * The one mapping from the services' DomainError to a GraphQL error: its
 * code becomes `extensions.code`, its details (field, fieldErrors) extensions
 * beside it. The admin directive throws the same errors as the services.
 */
import type { GraphQLFormattedError } from 'graphql';
import { DomainError } from '../services/shared/errors';

/** The formatted error for a DomainError a resolver threw; null for anything else. */
export function formatDomainError(original: unknown, formatted: GraphQLFormattedError): GraphQLFormattedError | null {
  if (!(original instanceof DomainError)) return null;
  return {
    message: original.message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { ...original.details, code: original.code },
  };
}
