/**
 * Typed GraphQL errors. `code` is for programs; `message` is Spanish, for
 * people; `field` names the form field a validation message belongs to.
 */
import { GraphQLError } from 'graphql';

export type ErrorCode =
  'BAD_USER_INPUT' | 'NOT_FOUND' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE';

export function appError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export interface FieldError {
  field: string;
  message: string;
}

/** A validation failure; the first message is the error's message, all are listed per field. */
export function validationError(errors: FieldError[]): GraphQLError {
  const first = errors[0];
  if (!first) throw new Error('validationError needs at least one error');
  return appError('BAD_USER_INPUT', first.message, { field: first.field, fieldErrors: errors });
}

export function badInput(message: string, field?: string): GraphQLError {
  return appError('BAD_USER_INPUT', message, field ? { field, fieldErrors: [{ field, message }] } : {});
}

export const notFound = (message: string) => appError('NOT_FOUND', message);
export const unauthenticated = (message = 'Usuario no autenticado.') => appError('UNAUTHENTICATED', message);
export const forbidden = (message = 'No tienes permiso para realizar esta acción.') => appError('FORBIDDEN', message);
export const tooManyRequests = (message: string) => appError('TOO_MANY_REQUESTS', message);
/** An outside service (the payment provider) failed; the message says what to do. */
export const serviceUnavailable = (message: string) => appError('SERVICE_UNAVAILABLE', message);
