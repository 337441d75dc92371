/**
 * Reads the server's typed errors (server/src/graphql/errors.ts): a Spanish
 * message for people, a code for programs and, for validation failures, the
 * messages per input field.
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

export interface FieldError {
  field: string;
  message: string;
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).field === 'string' &&
    typeof (value as FieldError).message === 'string'
  );
}

export const TRANSPORT_MESSAGES = {
  offline: 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  server: (status: number) => `El servidor no pudo responder (error ${status}). Inténtalo de nuevo en unos minutos.`,
} as const;

/**
 * A refusal the server made before GraphQL ran (a body over the limit: 413)
 * carries its Spanish message in a GraphQL-shaped body; Apollo only says
 * 'Response not successful: Received status code 413', in English.
 */
function serverRefusal(error: ServerError | ServerParseError): string {
  try {
    const message = (JSON.parse(error.bodyText) as { errors?: Array<{ message?: unknown }> }).errors?.[0]?.message;
    if (typeof message === 'string' && message !== '') return message;
  } catch {
    // not JSON (a proxy's page): the status says enough
  }
  return TRANSPORT_MESSAGES.server(error.statusCode);
}

/** The first server message; for a failure outside GraphQL, a Spanish sentence for the owner. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? error.message;
  if (ServerError.is(error) || ServerParseError.is(error)) return serverRefusal(error);
  // fetch's own words when the network is down ('Failed to fetch', 'NetworkError when…', 'Load failed').
  if (error instanceof TypeError) return TRANSPORT_MESSAGES.offline;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Validation messages keyed by input field name (first message per field wins). */
export function fieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!CombinedGraphQLErrors.is(error)) return result;
  for (const graphQLError of error.errors) {
    if (graphQLError.extensions?.code !== 'BAD_USER_INPUT') continue;
    const list = graphQLError.extensions.fieldErrors;
    if (Array.isArray(list)) {
      for (const item of list) if (isFieldError(item) && !(item.field in result)) result[item.field] = item.message;
    }
    const field = graphQLError.extensions.field;
    if (typeof field === 'string' && !(field in result)) result[field] = graphQLError.message;
  }
  return result;
}

/** A refusal for want of a session: 'Sesión Expirada o Inválida' already says so, no second toast. */
export function isSessionError(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHENTICATED';
}
