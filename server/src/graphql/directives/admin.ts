/**
 * The one authorization gate. Fields marked @admin need a signed-in admin.
 * Deny by default: a root field that is neither @admin nor in the public
 * allowlist below is treated as admin-only, so a new operation cannot ship open.
 */
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { forbidden, unauthenticated } from '../../services/shared/errors';
import type { GraphQLContext } from '../context';

export const PUBLIC_QUERIES = new Set([
  'siteConfiguration',
  'articles',
  'article',
  'guides',
  'guide',
  'categories',
  'featuredContent',
  'gameQuestions',
  'puzzleWords',
  'me',
  'purchaseDownload',
  'paymentsEnabled',
  'myRating',
  'newsletterEnabled',
]);

export const PUBLIC_MUTATIONS = new Set([
  'login',
  'logout',
  'requestPasswordReset',
  'resetPassword',
  'rateContent',
  'recordView',
  'recordVisit',
  'recordSearch',
  'recordGoal',
  'sendContactMessage',
  'startCheckout',
  'subscribeToNewsletter',
  'confirmNewsletterSubscription',
  'unsubscribeFromNewsletter',
]);

export function requireAdmin(context: GraphQLContext): void {
  if (!context.user) throw unauthenticated();
  if (context.user.role !== 'admin') throw forbidden();
}

function isPublicRootField(typeName: string, fieldName: string): boolean {
  if (typeName === 'Query') return PUBLIC_QUERIES.has(fieldName);
  if (typeName === 'Mutation') return PUBLIC_MUTATIONS.has(fieldName);
  return true;
}

export function applyAdminDirective(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, fieldName, typeName) => {
      const marked = Boolean(getDirective(schema, fieldConfig, 'admin')?.[0]);
      if (!marked && isPublicRootField(typeName, fieldName)) return fieldConfig;
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        resolve(source, args, context: GraphQLContext, info) {
          requireAdmin(context);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
