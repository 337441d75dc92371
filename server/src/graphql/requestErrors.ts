/**
 * Errors of a malformed request, in Spanish. Apollo Server and graphql-js word
 * them in English ("Syntax Error: …", "Variable "$id" got invalid value …",
 * the CSRF and empty-body refusals), and a coercion error quotes the value it
 * refused, which for a misplaced upload is the upload object's internals. Each
 * keeps its typed code; the message becomes one of these. Outside production
 * the original sentence rides along as `extensions.detail` for the developer.
 */
import { GraphQLError, type GraphQLFormattedError, type ValidationRule } from 'graphql';

export const REQUEST_ERROR_MESSAGES = {
  invalid: 'La solicitud no es válida.',
  csrf: 'Solicitud bloqueada como posible falsificación entre sitios (CSRF).',
  syntax: 'La consulta GraphQL no se pudo leer: tiene un error de sintaxis o es demasiado larga.',
  validation: 'La consulta GraphQL no es válida para este sitio.',
  introspection: 'Este sitio no describe su esquema GraphQL en producción.',
  variables: 'Las variables de la consulta no son válidas.',
  persistedQuery: 'Este sitio no admite consultas persistidas: envía la consulta completa.',
  operation: 'No se encontró en la consulta la operación pedida.',
  subscription: 'Este sitio no admite suscripciones GraphQL.',
} as const;

/** The message for one refused variable, named as the client named it. */
export function variableMessage(name: string): string {
  return `El valor de la variable $${name} no es válido.`;
}

/** graphql-js's variable errors start with the variable's name, whatever went wrong with it. */
const VARIABLE_ERROR = /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)"/;

function spanishMessage(formatted: GraphQLFormattedError): string | null {
  const { message, extensions } = formatted;
  switch (extensions?.code) {
    case 'GRAPHQL_PARSE_FAILED':
      return REQUEST_ERROR_MESSAGES.syntax;
    case 'GRAPHQL_VALIDATION_FAILED':
      // Apollo marks the refusal of introspection (production) with its own code.
      return extensions?.validationErrorCode === 'INTROSPECTION_DISABLED'
        ? REQUEST_ERROR_MESSAGES.introspection
        : REQUEST_ERROR_MESSAGES.validation;
    case 'PERSISTED_QUERY_NOT_SUPPORTED':
    case 'PERSISTED_QUERY_NOT_FOUND':
      return REQUEST_ERROR_MESSAGES.persistedQuery;
    case 'OPERATION_RESOLUTION_FAILURE':
      return REQUEST_ERROR_MESSAGES.operation;
    case 'BAD_REQUEST':
      if (message.includes('Cross-Site Request Forgery')) return REQUEST_ERROR_MESSAGES.csrf;
      return /\bvariables\b/.test(message) ? REQUEST_ERROR_MESSAGES.variables : REQUEST_ERROR_MESSAGES.invalid;
    case 'BAD_USER_INPUT': {
      const variable = VARIABLE_ERROR.exec(message);
      return variable ? variableMessage(variable[1]!) : null;
    }
    default:
      return null;
  }
}

/** Every message this app words itself, in Spanish; these pass through unchanged. */
const OWN_MESSAGES: ReadonlySet<string> = new Set(Object.values(REQUEST_ERROR_MESSAGES));

/**
 * The formatted error with a Spanish message when it is one of the request
 * errors above; null when it is not (a resolver's own error, say).
 */
export function spanishRequestError(
  formatted: GraphQLFormattedError,
  isProduction: boolean,
): GraphQLFormattedError | null {
  if (OWN_MESSAGES.has(formatted.message)) return null;
  const message = spanishMessage(formatted);
  if (!message) return null;
  const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
  return {
    ...formatted,
    message,
    extensions: isProduction ? extensions : { ...extensions, detail: formatted.message },
  };
}

/**
 * Refuses a subscription operation while validating it: the schema has no
 * subscription type, and graphql-js would otherwise fail it during execution,
 * as an untyped (internal) error.
 */
export const noSubscriptions: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription')
      context.reportError(new GraphQLError(REQUEST_ERROR_MESSAGES.subscription, { nodes: node }));
  },
});
