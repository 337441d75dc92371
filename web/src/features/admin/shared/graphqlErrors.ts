/**
 * Reads the server's typed errors (server/src/graphql/errors.ts): a Spanish
 * message for people, a code for programs and, for validation failures, the
 * messages per input field.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';

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

/** The first server message, or the error's own message for network failures. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? error.message;
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
