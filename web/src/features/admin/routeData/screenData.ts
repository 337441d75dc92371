/**
 * What each admin screen asks the server for as it first renders, so its route
 * loader can ask first (screenLoader.ts). A screen missing from here still works:
 * it asks for itself once its code has arrived.
 */
import { AnalyticsPageQuery, FIRST_PERIOD } from '../analytics/analyticsQueries';
import { AdminArticleEditQuery, AdminArticlesListQuery } from '../articles/articleQueries';
import { AdminCategoriesListQuery } from '../categories/categoryQueries';
import {
  AdminConnectionQuery,
  BackupStatusQuery,
  DashboardCountsQuery,
  DemoContentQuery,
  ScheduledContentQuery,
} from '../dashboard/dashboardQueries';
import { ScheduledJobsQuery } from '../dashboard/useScheduledJobs';
import { AdminGameQuestionEditQuery, AdminGameQuestionsListQuery } from '../games/gameQueries';
import { AdminGuideEditQuery, AdminGuidesListQuery } from '../guides/guideQueries';
import { ContactMessagesPageQuery } from '../messages/messageQueries';
import {
  AdminNewsletterCampaignsQuery,
  AdminNewsletterEnabledQuery,
  AdminSubscribersPageQuery,
  SHOWN_CAMPAIGNS,
} from '../newsletter/newsletterQueries';
import { AdminOrdersQuery } from '../orders/orderQueries';
import { PaymentSetupQuery } from '../orders/usePaymentSetup';
import { AdminArticlePreviewQuery, AdminGuidePreviewQuery } from '../preview/previewQueries';
import { AdminPuzzleWordEditQuery, AdminPuzzleWordsListQuery } from '../puzzle/puzzleQueries';
import { editorKeys, AdminSiteConfigurationQuery } from '../settings/settingsQueries';
import { AdminCategoryOptionsQuery } from '../shared/useCategoryOptions';
import { PublishingClockQuery } from '../shared/usePublishingClock';
import { FIRST_LIST_INPUT } from '../shared/useServerList';
import { ContentStatsPageQuery, FIRST_STATS_VIEW, StatsChartsQuery } from '../stats/statsQueries';
import { screenQuery, type ScreenData, type ScreenQuery } from './screenLoader';

/** The item an edit or preview route shows, when its :id is in the path (not on …/new). */
function byId(
  id: string | undefined,
  query: Parameters<typeof screenQuery<unknown, { id: string }>>[0],
): ScreenQuery[] {
  return id ? [screenQuery(query, { id })] : [];
}

const categoryOptions = screenQuery(AdminCategoryOptionsQuery);
const publishingClock = screenQuery(PublishingClockQuery);

export const screenData = {
  dashboard: () => [
    screenQuery(DashboardCountsQuery),
    screenQuery(ScheduledContentQuery),
    screenQuery(ScheduledJobsQuery),
    screenQuery(AdminConnectionQuery),
    screenQuery(DemoContentQuery),
    screenQuery(BackupStatusQuery),
    screenQuery(PaymentSetupQuery),
    publishingClock,
  ],
  articles: () => [screenQuery(AdminArticlesListQuery, { input: FIRST_LIST_INPUT })],
  articleForm: ({ params }) => [
    ...byId(params.id, AdminArticleEditQuery),
    categoryOptions,
    publishingClock,
    screenQuery(AdminNewsletterEnabledQuery),
  ],
  guides: () => [screenQuery(AdminGuidesListQuery, { input: FIRST_LIST_INPUT })],
  guideForm: ({ params }) => [
    ...byId(params.id, AdminGuideEditQuery),
    categoryOptions,
    publishingClock,
    screenQuery(PaymentSetupQuery),
  ],
  articlePreview: ({ params }) => byId(params.id, AdminArticlePreviewQuery),
  guidePreview: ({ params }) => byId(params.id, AdminGuidePreviewQuery),
  contentStats: () => [
    screenQuery(ContentStatsPageQuery, FIRST_STATS_VIEW),
    screenQuery(StatsChartsQuery, { contentType: FIRST_STATS_VIEW.contentType }),
  ],
  analytics: () => [screenQuery(AnalyticsPageQuery, { range: { period: FIRST_PERIOD } })],
  games: () => [screenQuery(AdminGameQuestionsListQuery)],
  gameForm: ({ params }) => byId(params.id, AdminGameQuestionEditQuery),
  puzzleWords: () => [screenQuery(AdminPuzzleWordsListQuery)],
  puzzleWordForm: ({ params }) => byId(params.id, AdminPuzzleWordEditQuery),
  categories: () => [screenQuery(AdminCategoriesListQuery)],
  messages: () => [screenQuery(ContactMessagesPageQuery)],
  subscribers: () => [
    screenQuery(AdminSubscribersPageQuery, { input: FIRST_LIST_INPUT }),
    screenQuery(AdminNewsletterCampaignsQuery, { input: SHOWN_CAMPAIGNS }),
  ],
  orders: () => [screenQuery(AdminOrdersQuery), screenQuery(PaymentSetupQuery)],
  settings: () => [screenQuery(AdminSiteConfigurationQuery, { keys: editorKeys('general') })],
  settingsAboutMe: () => [screenQuery(AdminSiteConfigurationQuery, { keys: editorKeys('aboutMe') })],
  settingsWhatsApp: () => [screenQuery(AdminSiteConfigurationQuery, { keys: editorKeys('whatsapp') })],
} satisfies Record<string, ScreenData>;
