import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { unwrapResolverError } from '@apollo/server/errors';
import { Kind, type GraphQLFormattedError, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { Logger } from '../logger';
import type { GraphQLContext } from './context';
import { createArmor, GRAPHQL_LIMITS } from './armor';
import { DomainError } from '../services/shared/errors';
import { formatDomainError } from './errors';
import { inputGuardPlugin } from './inputGuard';
import { noSubscriptions, spanishRequestError } from './requestErrors';
import { buildSchema } from './schema';

/** Codes whose messages were written for people; anything else is masked. */
const EXPOSED_CODES = new Set([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

export const GENERIC_ERROR_MESSAGE = 'Ocurrió un error inesperado. Por favor, intenta de nuevo más tarde.';

/**
 * graphql-js appends " Did you mean …?" to validation and variable-coercion
 * messages; the names it offers (enum values, fields, arguments, types) map
 * the schema for an attacker, and production has no introspection to hide.
 * Schema names cannot contain "?", so the suggestion ends at the first one.
 */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

function withoutSuggestions(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (!formatted.message.includes('Did you mean')) return formatted;
  return { ...formatted, message: formatted.message.replace(SUGGESTION, '') };
}

function isExposed(code: unknown): boolean {
  return typeof code === 'string' && EXPOSED_CODES.has(code);
}

/**
 * Mutations that change only counters, which cached pages may show late by
 * design (services/publicCache: COUNTER_REFRESH_MS); a view is not even written
 * yet (services/views/viewBuffer.ts). Waiting for the cache would gain nothing.
 */
const COUNTER_MUTATIONS: ReadonlySet<string> = new Set(['recordView', 'rateContent', 'recordGoal']);

function changesOnlyCounters(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && COUNTER_MUTATIONS.has(selection.name.value),
  );
}

/**
 * After a mutation, its answer waits until this instance's page cache has
 * applied every change the mutation committed (services/publicCache: settle),
 * so the next request sees the write whichever page it asks for.
 */
function publicCacheSettlesAfterMutations(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, contextValue }) {
          if (operation?.operation === 'mutation' && !changesOnlyCounters(operation))
            await contextValue.publicCache.settle();
        },
      };
    },
  };
}

/**
 * Logs each error the client will only see as the generic message, with the
 * request's client address (contextValue.ip, from http/clientAddress.ts):
 * formatError, which masks them, does not see the request. Logged through the
 * request's logger (contextValue.logger), so each line carries the request id.
 */
function unexpectedErrorLog(fallback: Logger): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            const original = unwrapResolverError(error);
            if (original instanceof DomainError || isExposed(error.extensions?.code)) continue;
            (contextValue.logger ?? fallback).error(
              { err: original, path: error.path, client: contextValue.ip },
              'unexpected GraphQL error',
            );
          }
        },
      };
    },
  };
}

export interface GraphQLServerOptions {
  rootDir: string;
  isProduction: boolean;
  logger: Logger;
  plugins?: ApolloServerPlugin<GraphQLContext>[];
  /** Another schema served the app's way (the bench's framework floor answers from a constant). */
  schema?: GraphQLSchema;
}

export function createGraphQLServer(options: GraphQLServerOptions): ApolloServer<GraphQLContext> {
  const armor = createArmor(options.isProduction);
  return new ApolloServer<GraphQLContext>({
    validationRules: [noSubscriptions, ...armor.validationRules],
    // The client sends whole documents (generated, and parsed once per hash by Apollo's
    // document cache); a stored-query cache would only be memory a stranger can fill.
    persistedQueries: false,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    schema: options.schema ?? buildSchema(options.rootDir),
    introspection: !options.isProduction,
    // Suggestions are stripped in formatError (withoutSuggestions), which sees every error;
    // Apollo's hideSchemaDetailsFromClientErrors covers validation errors only, not variable coercion.
    includeStacktraceInErrorResponses: !options.isProduction,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // main.ts owns signal handling (drain, close the database, exit code).
    stopOnTerminationSignals: false,
    plugins: [
      ...(armor.plugins as ApolloServerPlugin<GraphQLContext>[]),
      inputGuardPlugin<GraphQLContext>(),
      unexpectedErrorLog(options.logger),
      publicCacheSettlesAfterMutations(),
      // HTTP caching is decided in http/caching.ts (anonymous GET reads only), so
      // Apollo's per-field cache-hint bookkeeping would only slow every request.
      ApolloServerPluginCacheControlDisabled(),
      ...(options.plugins ?? []),
      options.isProduction
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
    formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
      const answer = formatForClient(formatted, error);
      return options.isProduction ? withoutSuggestions(answer) : answer;
    },
  });

  function formatForClient(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
    const original = unwrapResolverError(error);
    const domain = formatDomainError(original, formatted);
    if (domain) return domain;
    const request = spanishRequestError(formatted, options.isProduction);
    if (request) return request;
    if (isExposed(formatted.extensions?.code)) return formatted;
    // Database and programming errors: details go to the log (unexpectedErrorLog), never to the client.
    return {
      message: GENERIC_ERROR_MESSAGE,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
}
