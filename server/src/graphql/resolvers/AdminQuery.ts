import { instantToWallTime } from '@crecer/domain/schedule';
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import {
  listArticlesForAdmin,
  listGuidesForAdmin,
  articleKind,
  compareRevision,
  listRevisions,
  findContentForAdmin,
  contentKindOf,
  upcomingSchedules,
  guideKind,
} from '../../services/content';
import { dashboardCounts, listContentStats } from '../../services/stats';
import { backupStatus } from '../../services/backup';
import { scheduledJobs } from '../../jobs/jobStatus';
import { failedDeliveries, listCampaigns, previewNewsletter, listSubscribers } from '../../services/newsletter';
import { findPuzzleWord, findQuestion, listQuestionsForAdmin } from '../../services/games';
import { listContactMessages } from '../../services/contact';
import { isPrivateAddress } from '../../services/visitors';
import { parseId } from '../../services/shared/ids';
import { listOrders, paymentSetup } from '../../services/purchase';
import { describeDemoContent } from '../../services/seed';
import { readAdminConfig } from '../../services/siteConfig';
import { analyticsReport, siteDay } from '../../services/analytics';

/** Admin reads; every field is guarded by @admin in schema.graphql. */
export const AdminQuery: QueryResolvers = {
  adminArticles: (_root, { input }, { db }) => listArticlesForAdmin(db, input),
  adminArticle: (_root, { id }, { db }) => findContentForAdmin(articleKind, db, id),
  adminGuides: (_root, { input }, { db }) => listGuidesForAdmin(db, input),
  adminGuide: (_root, { id }, { db }) => findContentForAdmin(guideKind, db, id),
  contentRevisions: (_root, { contentType, id, input }, { db }) =>
    listRevisions(contentKindOf(contentType), db, id, input),
  contentRevisionComparison: (_root, { contentType, revisionId }, { db }) =>
    compareRevision(contentKindOf(contentType), db, revisionId),
  adminGameQuestions: (_root, { gameType }, context) => listQuestionsForAdmin(context, gameType),
  adminGameQuestion: (_root, { id }, context) => findQuestion(context, id),
  adminPuzzleWord: (_root, { id }, context) => findPuzzleWord(context, id),
  dashboardCounts: (_root, _args, context) => dashboardCounts(context),
  backupStatus: (_root, _args, context) => backupStatus(context),
  scheduledJobs: (_root, _args, context) => scheduledJobs(context),
  newsletterFailedDeliveries: (_root, { campaignId }, context) =>
    failedDeliveries(context, parseId(campaignId, 'campaignId')),
  scheduledContent: (_root, _args, { db, config }) => upcomingSchedules(db, config.siteTimeZone),
  publishingClock: (_root, _args, { config }) => ({
    timeZone: config.siteTimeZone,
    now: instantToWallTime(new Date(), config.siteTimeZone),
  }),
  // context.ip is http/clientAddress.ts's answer for this very request.
  adminConnection: (_root, _args, { ip }) => ({ clientAddress: ip, privateAddress: isPrivateAddress(ip) }),
  paymentSetup: (_root, _args, context) => paymentSetup(context),
  demoContent: (_root, _args, { db }) => describeDemoContent(db),
  analyticsReport: (_root, { range }, { db, config }) =>
    analyticsReport(db, range, siteDay(Date.now(), config.siteTimeZone), config),
  contentStats: (_root, args, { db }) => listContentStats(db, args),
  adminSiteConfiguration: (_root, { keys }, { db }) => readAdminConfig(db, keys),
  contactMessages: (_root, _args, context) => listContactMessages(context),
  orders: (_root, _args, { db }) => listOrders(db),
  subscribers: (_root, { input }, { db }) => listSubscribers(db, input),
  newsletterCampaigns: (_root, { input }, { db }) => listCampaigns(db, input),
  newsletterPreview: (_root, { articleId }, context) => previewNewsletter(context, parseId(articleId, 'articleId')),
};
