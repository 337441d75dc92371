/**
 * What a service can refuse, in the domain's terms: not found, invalid input
 * (with the form field it belongs to), unauthenticated, forbidden, throttled,
 * an outside service down. Services throw these and know nothing of GraphQL;
 * graphql/errors.ts turns them into GraphQL error codes in one place. `code`
 * is for programs; `message` is Spanish, for people.
 */
export type ErrorCode =
  'BAD_USER_INPUT' | 'NOT_FOUND' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra facts for the client (the field, every field's message). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export function appError(code: ErrorCode, message: string, details: Record<string, unknown> = {}): DomainError {
  return new DomainError(code, message, details);
}

export interface FieldError {
  field: string;
  message: string;
}

/** A validation failure; the first message is the error's message, all are listed per field. */
export function validationError(errors: FieldError[]): DomainError {
  const first = errors[0];
  if (!first) throw new Error('validationError needs at least one error');
  return appError('BAD_USER_INPUT', first.message, { field: first.field, fieldErrors: errors });
}

export function badInput(message: string, field?: string): DomainError {
  return appError('BAD_USER_INPUT', message, field ? { field, fieldErrors: [{ field, message }] } : {});
}

export const notFound = (message: string) => appError('NOT_FOUND', message);
/** Admin spec §6; also the plain-text answer of the admin download routes. */
export const UNAUTHENTICATED_MESSAGE = 'Usuario no autenticado.';
export const unauthenticated = (message = UNAUTHENTICATED_MESSAGE) => appError('UNAUTHENTICATED', message);
export const forbidden = (message = 'No tienes permiso para realizar esta acción.') => appError('FORBIDDEN', message);
export const tooManyRequests = (message: string) => appError('TOO_MANY_REQUESTS', message);
/** An outside service (the payment provider) failed; the message says what to do. */
export const serviceUnavailable = (message: string) => appError('SERVICE_UNAVAILABLE', message);
