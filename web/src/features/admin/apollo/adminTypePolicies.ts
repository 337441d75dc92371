/**
 * How the admin cache tells apart objects that share an id. An article and a
 * guide may both be number 1: every type that carries a content type is keyed
 * by it too, or the second would overwrite the first in the cache and a list
 * would show the article twice (adminTypePolicies.test.ts finds them all in
 * the schema).
 */
import type { TypePolicies } from '@apollo/client';

const byContentTypeAndId = { keyFields: ['contentType', 'id'] };

export const ADMIN_TYPE_POLICIES: TypePolicies = {
  AnalyticsTopContent: byContentTypeAndId,
  ContentStat: byContentTypeAndId,
  KeptDemoItem: byContentTypeAndId,
  ScheduledContent: byContentTypeAndId,
};
