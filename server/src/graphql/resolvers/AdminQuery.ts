import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { findArticleForAdmin, listArticlesForAdmin } from '../../services/admin/articles';
import { dashboardCounts } from '../../services/admin/dashboard';
import { findPuzzleWord, findQuestion, listQuestionsForAdmin } from '../../services/admin/games';
import { findGuideForAdmin, listGuidesForAdmin } from '../../services/admin/guides';
import { listContactMessages } from '../../services/contact/inbox';
import { listOrders } from '../../services/purchase/orders';
import { readAdminConfig } from '../../services/siteConfig/effective';
import { listContentStats } from '../../services/stats/contentStats';

/** Admin reads; every field is guarded by @admin in schema.graphql. */
export const AdminQuery: QueryResolvers = {
  adminArticles: (_root, { search }, context) => listArticlesForAdmin(context, search),
  adminArticle: (_root, { id }, context) => findArticleForAdmin(context, id),
  adminGuides: (_root, { search }, context) => listGuidesForAdmin(context, search),
  adminGuide: (_root, { id }, context) => findGuideForAdmin(context, id),
  adminGameQuestions: (_root, { gameType }, context) => listQuestionsForAdmin(context, gameType),
  adminGameQuestion: (_root, { id }, context) => findQuestion(context, id),
  adminPuzzleWord: (_root, { id }, context) => findPuzzleWord(context, id),
  dashboardCounts: (_root, _args, context) => dashboardCounts(context),
  contentStats: (_root, args, context) =>
    listContentStats(context, args.contentType, args.search, args.sortBy ?? 'CREATED_AT', args.direction ?? 'DESC'),
  adminSiteConfiguration: (_root, { keys }, { db }) => readAdminConfig(db, keys),
  contactMessages: (_root, _args, context) => listContactMessages(context),
  orders: (_root, _args, { db }) => listOrders(db),
};
