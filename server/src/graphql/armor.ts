/**
 * Query limits (graphql-armor): depth, aliases, directives, tokens and cost.
 * Our own deepest operation is 4 levels; 6 leaves room, 7 is refused.
 */
import { ApolloArmor } from '@escape.tech/graphql-armor';

export const GRAPHQL_LIMITS = {
  maxDepth: 6,
  maxAliases: 15,
  maxDirectives: 10,
  maxTokens: 2000,
  maxCost: 5000,
} as const;

export function createArmor(isProduction: boolean) {
  return new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, exposeLimits: !isProduction },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, exposeLimits: !isProduction },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, exposeLimits: !isProduction },
    // The token limit is graphql-js's own (server.ts, parseOptions): armor's throws from a
    // plugin hook, which Apollo answers with HTTP 500; graphql-js's is a syntax error, a 400.
    maxTokens: { enabled: false },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true, exposeLimits: !isProduction },
    // Suggestions ("Did you mean …") are stripped from every error in production by
    // server.ts's formatError; armor's rule sees validation errors only and leaves "[Suggestion hidden]?".
    blockFieldSuggestion: { enabled: false },
  }).protect();
}
