/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query AnalyticsPage($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      from\n      to\n      days {\n        day\n        visitors\n        views\n      }\n      visitors {\n        current\n        previous\n        changePercent\n      }\n      views {\n        current\n        previous\n        changePercent\n      }\n      topContent {\n        contentType\n        id\n        title\n        views\n      }\n      sources {\n        name\n        visits\n      }\n      campaigns {\n        utmSource\n        utmCampaign\n        visits\n      }\n      searchesWithoutResults {\n        term\n        searches\n      }\n      ...AnalyticsGoals\n    }\n  }\n': typeof types.AnalyticsPageDocument;
  '\n  fragment AnalyticsGoals on AnalyticsReport {\n    games {\n      game\n      started\n      finished\n    }\n    paidGuides {\n      id\n      title\n      views\n      buyClicks\n      purchases\n    }\n    freeGuides {\n      id\n      title\n      downloads\n    }\n    newsletter {\n      weeks {\n        weekStart\n        confirmed\n        unsubscribed\n      }\n      confirmed\n      unsubscribed\n      campaigns {\n        id\n        title\n        startedAt\n        recipients\n        sent\n      }\n    }\n  }\n': typeof types.AnalyticsGoalsFragmentDoc;
  '\n  query AdminArticlesList($input: AdminListInput) {\n    adminArticles(input: $input) {\n      items {\n        id\n        title\n        status\n        scheduledFor\n        createdAt\n        category {\n          id\n          name\n        }\n      }\n      totalCount\n      pageCount\n    }\n  }\n': typeof types.AdminArticlesListDocument;
  '\n  query AdminArticleEdit($id: ID!) {\n    adminArticle(id: $id) {\n      id\n      title\n      summary\n      content\n      categoryPosition\n      status\n      scheduledFor\n      isFeatured\n      imageUrl\n      updatedAt\n      category {\n        id\n      }\n    }\n  }\n': typeof types.AdminArticleEditDocument;
  '\n  mutation DeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n': typeof types.DeleteArticleDocument;
  '\n  mutation CreateArticle($input: ArticleInput!) {\n    createArticle(input: $input) {\n      id\n      title\n      status\n      scheduledFor\n      imageUrl\n    }\n  }\n': typeof types.CreateArticleDocument;
  '\n  mutation UpdateArticle($id: ID!, $input: ArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      summary\n      content\n      status\n      scheduledFor\n      imageUrl\n      isFeatured\n      categoryPosition\n      category {\n        id\n        name\n      }\n    }\n  }\n': typeof types.UpdateArticleDocument;
  '\n  query AdminMe {\n    me {\n      id\n      email\n      role\n    }\n  }\n': typeof types.AdminMeDocument;
  '\n  mutation AdminLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      email\n      role\n    }\n  }\n': typeof types.AdminLoginDocument;
  '\n  mutation AdminLogout {\n    logout\n  }\n': typeof types.AdminLogoutDocument;
  '\n  query AdminCategoriesList {\n    categories {\n      id\n      name\n      description\n      createdAt\n    }\n  }\n': typeof types.AdminCategoriesListDocument;
  '\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      description\n      createdAt\n    }\n  }\n': typeof types.CreateCategoryDocument;
  '\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n      createdAt\n    }\n  }\n': typeof types.UpdateCategoryDocument;
  '\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n': typeof types.DeleteCategoryDocument;
  '\n  query AdminRevisionComparison($contentType: ContentType!, $revisionId: ID!) {\n    contentRevisionComparison(contentType: $contentType, revisionId: $revisionId) {\n      revision {\n        id\n        createdAt\n      }\n      fields {\n        label\n        changed\n        parts {\n          value\n          added\n          removed\n        }\n      }\n      imageChanged\n    }\n  }\n': typeof types.AdminRevisionComparisonDocument;
  '\n  query AdminContentRevisions($contentType: ContentType!, $id: ID!, $input: AdminListInput) {\n    contentRevisions(contentType: $contentType, id: $id, input: $input) {\n      items {\n        id\n        title\n        status\n        createdAt\n        authorEmail\n      }\n      totalCount\n      pageCount\n      page\n    }\n  }\n': typeof types.AdminContentRevisionsDocument;
  '\n  mutation RestoreContentRevision($contentType: ContentType!, $revisionId: ID!) {\n    restoreContentRevision(contentType: $contentType, revisionId: $revisionId) {\n      itemId\n      notes\n    }\n  }\n': typeof types.RestoreContentRevisionDocument;
  '\n  query DashboardCounts {\n    dashboardCounts {\n      publishedArticles\n      availableGuides\n      gameQuestions\n      puzzleWords\n      categories\n    }\n  }\n': typeof types.DashboardCountsDocument;
  '\n  query ScheduledContent {\n    scheduledContent {\n      contentType\n      id\n      title\n      scheduledFor\n    }\n  }\n': typeof types.ScheduledContentDocument;
  '\n  query AdminConnection {\n    adminConnection {\n      clientAddress\n      privateAddress\n    }\n  }\n': typeof types.AdminConnectionDocument;
  '\n  query DemoContent {\n    demoContent {\n      articles\n      guides\n      categories\n      siteImages\n      kept {\n        contentType\n        id\n        title\n        hasExamplePaymentLink\n      }\n    }\n  }\n': typeof types.DemoContentDocument;
  '\n  query BackupStatus {\n    backupStatus {\n      intervalHours\n      keep\n      folder\n      offsiteTarget\n      health\n      lastSuccess {\n        startedAt\n        sizeBytes\n        folder\n        offsiteCopy\n      }\n      lastRun {\n        startedAt\n        status\n        error\n      }\n    }\n  }\n': typeof types.BackupStatusDocument;
  '\n  mutation RemoveDemoContent {\n    removeDemoContent {\n      articles\n      guides\n      categories\n      siteImages\n    }\n  }\n': typeof types.RemoveDemoContentDocument;
  '\n  query ScheduledJobs {\n    scheduledJobs {\n      name\n      label\n      lastStartedAt\n      lastFinishedAt\n      lastStatus\n      lastError\n      lastSummary\n      failuresInRow\n      nextRunAt\n    }\n  }\n': typeof types.ScheduledJobsDocument;
  '\n  query AdminGameQuestionsList {\n    adminGameQuestions {\n      id\n      gameType\n      text\n      isTrue\n      createdAt\n    }\n  }\n': typeof types.AdminGameQuestionsListDocument;
  '\n  query AdminGameQuestionEdit($id: ID!) {\n    adminGameQuestion(id: $id) {\n      id\n      gameType\n      text\n      isTrue\n    }\n  }\n': typeof types.AdminGameQuestionEditDocument;
  '\n  mutation CreateGameQuestion($input: GameQuestionInput!) {\n    createGameQuestion(input: $input) {\n      id\n      gameType\n      text\n      isTrue\n    }\n  }\n': typeof types.CreateGameQuestionDocument;
  '\n  mutation UpdateGameQuestion($id: ID!, $input: GameQuestionInput!) {\n    updateGameQuestion(id: $id, input: $input) {\n      id\n      gameType\n      text\n      isTrue\n    }\n  }\n': typeof types.UpdateGameQuestionDocument;
  '\n  mutation DeleteGameQuestion($id: ID!) {\n    deleteGameQuestion(id: $id)\n  }\n': typeof types.DeleteGameQuestionDocument;
  '\n  query AdminGuidesList($input: AdminListInput) {\n    adminGuides(input: $input) {\n      items {\n        id\n        title\n        price\n        status\n        scheduledFor\n        hasPdf\n        pdfUrl\n        paymentLink\n        category {\n          id\n          name\n        }\n      }\n      totalCount\n      pageCount\n    }\n  }\n': typeof types.AdminGuidesListDocument;
  '\n  query AdminGuideEdit($id: ID!) {\n    adminGuide(id: $id) {\n      id\n      title\n      description\n      price\n      paymentLink\n      categoryPosition\n      status\n      scheduledFor\n      isFeatured\n      imageUrl\n      updatedAt\n      pdfUrl\n      category {\n        id\n      }\n    }\n  }\n': typeof types.AdminGuideEditDocument;
  '\n  mutation DeleteGuide($id: ID!) {\n    deleteGuide(id: $id)\n  }\n': typeof types.DeleteGuideDocument;
  '\n  mutation CreateGuide($input: GuideInput!) {\n    createGuide(input: $input) {\n      id\n      title\n      status\n      scheduledFor\n    }\n  }\n': typeof types.CreateGuideDocument;
  '\n  mutation UpdateGuide($id: ID!, $input: GuideInput!) {\n    updateGuide(id: $id, input: $input) {\n      id\n      title\n      description\n      price\n      paymentLink\n      hasPdf\n      pdfUrl\n      imageUrl\n      status\n      scheduledFor\n      isFeatured\n      categoryPosition\n      category {\n        id\n        name\n      }\n    }\n  }\n': typeof types.UpdateGuideDocument;
  '\n  query ContactMessagesPage {\n    contactMessages {\n      id\n      name\n      email\n      message\n      createdAt\n      read\n      deliveryStatus\n    }\n  }\n': typeof types.ContactMessagesPageDocument;
  '\n  mutation MarkContactMessageRead($id: ID!, $read: Boolean!) {\n    markContactMessageRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n': typeof types.MarkContactMessageReadDocument;
  '\n  mutation DeleteContactMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n': typeof types.DeleteContactMessageDocument;
  '\n  query AdminNewsletterFailedDeliveries($campaignId: ID!) {\n    newsletterFailedDeliveries(campaignId: $campaignId) {\n      id\n      email\n      attempts\n      lastError\n    }\n  }\n': typeof types.AdminNewsletterFailedDeliveriesDocument;
  '\n  query AdminNewsletterPreview($articleId: ID!) {\n    newsletterPreview(articleId: $articleId) {\n      subject\n      html\n      recipients\n      campaign {\n        ...CampaignProgress_campaign\n      }\n    }\n  }\n': typeof types.AdminNewsletterPreviewDocument;
  '\n  fragment CampaignProgress_campaign on NewsletterCampaign {\n    id\n    startedAt\n    total\n    sent\n    failed\n    finished\n    state\n    sendingUntil\n  }\n': typeof types.CampaignProgress_CampaignFragmentDoc;
  '\n  query AdminSubscribersPage($input: AdminListInput) {\n    subscribers(input: $input) {\n      items {\n        id\n        email\n        status\n        createdAt\n      }\n      totalCount\n      pageCount\n      confirmedCount\n      subscriberCount\n    }\n    newsletterEnabled\n  }\n': typeof types.AdminSubscribersPageDocument;
  '\n  query AdminNewsletterCampaigns($input: AdminListInput) {\n    newsletterCampaigns(input: $input) {\n      items {\n        ...CampaignProgress_campaign\n        articleTitle\n        createdAt\n      }\n      totalCount\n    }\n  }\n': typeof types.AdminNewsletterCampaignsDocument;
  '\n  query AdminNewsletterEnabled {\n    newsletterEnabled\n  }\n': typeof types.AdminNewsletterEnabledDocument;
  '\n  mutation PauseNewsletterCampaign($id: ID!) {\n    pauseNewsletterCampaign(id: $id) {\n      ...CampaignProgress_campaign\n    }\n  }\n': typeof types.PauseNewsletterCampaignDocument;
  '\n  mutation ResumeNewsletterCampaign($id: ID!) {\n    resumeNewsletterCampaign(id: $id) {\n      ...CampaignProgress_campaign\n    }\n  }\n': typeof types.ResumeNewsletterCampaignDocument;
  '\n  mutation CancelNewsletterCampaign($id: ID!) {\n    cancelNewsletterCampaign(id: $id) {\n      ...CampaignProgress_campaign\n    }\n  }\n': typeof types.CancelNewsletterCampaignDocument;
  '\n  mutation DeleteSubscriber($id: ID!) {\n    deleteSubscriber(id: $id)\n  }\n': typeof types.DeleteSubscriberDocument;
  '\n  mutation ImportSubscribers($file: Upload!, $consented: Boolean!) {\n    importSubscribers(file: $file, consented: $consented) {\n      added\n      confirmationsLater\n      skipped\n      skippedByReason {\n        reason\n        count\n      }\n      skippedLines {\n        line\n        value\n        reason\n      }\n    }\n  }\n': typeof types.ImportSubscribersDocument;
  '\n  mutation SendNewsletterTest($articleId: ID!) {\n    sendNewsletterTest(articleId: $articleId)\n  }\n': typeof types.SendNewsletterTestDocument;
  '\n  mutation SendNewsletter($articleId: ID!) {\n    sendNewsletter(articleId: $articleId) {\n      ...CampaignProgress_campaign\n    }\n  }\n': typeof types.SendNewsletterDocument;
  '\n  mutation RetryNewsletterDelivery($id: ID!) {\n    retryNewsletterDelivery(id: $id) {\n      ...CampaignProgress_campaign\n    }\n  }\n': typeof types.RetryNewsletterDeliveryDocument;
  '\n  query AdminOrders {\n    orders {\n      id\n      guideId\n      guideTitle\n      amount\n      currency\n      status\n      paymentId\n      createdAt\n    }\n  }\n': typeof types.AdminOrdersDocument;
  '\n  query PaymentSetup {\n    paymentSetup {\n      mercadoPagoConnected\n      paidGuidesWithPdf\n      successPageOpen\n    }\n  }\n': typeof types.PaymentSetupDocument;
  '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n': typeof types.RequestPasswordResetDocument;
  '\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n': typeof types.ResetPasswordDocument;
  '\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n': typeof types.ChangePasswordDocument;
  '\n  query AdminArticlePreview($id: ID!) {\n    adminArticle(id: $id) {\n      ...ArticleDetailFields\n      status\n    }\n  }\n': typeof types.AdminArticlePreviewDocument;
  '\n  query AdminGuidePreview($id: ID!) {\n    adminGuide(id: $id) {\n      ...GuideDetailFields\n      status\n    }\n  }\n': typeof types.AdminGuidePreviewDocument;
  '\n  query AdminPuzzleWordsList {\n    puzzleWords {\n      id\n      word\n      activityDescription\n      createdAt\n    }\n  }\n': typeof types.AdminPuzzleWordsListDocument;
  '\n  query AdminPuzzleWordEdit($id: ID!) {\n    adminPuzzleWord(id: $id) {\n      id\n      word\n      activityDescription\n    }\n  }\n': typeof types.AdminPuzzleWordEditDocument;
  '\n  mutation CreatePuzzleWord($input: PuzzleWordInput!) {\n    createPuzzleWord(input: $input) {\n      id\n      word\n      activityDescription\n    }\n  }\n': typeof types.CreatePuzzleWordDocument;
  '\n  mutation UpdatePuzzleWord($id: ID!, $input: PuzzleWordInput!) {\n    updatePuzzleWord(id: $id, input: $input) {\n      id\n      word\n      activityDescription\n    }\n  }\n': typeof types.UpdatePuzzleWordDocument;
  '\n  mutation DeletePuzzleWord($id: ID!) {\n    deletePuzzleWord(id: $id)\n  }\n': typeof types.DeletePuzzleWordDocument;
  '\n  query AdminSiteConfiguration($keys: [String!]) {\n    adminSiteConfiguration(keys: $keys) {\n      key\n      storedValue\n      defaultValue\n      effectiveValue\n      description\n    }\n  }\n': typeof types.AdminSiteConfigurationDocument;
  '\n  mutation SaveSiteConfiguration($changes: [SiteConfigChange!]!) {\n    saveSiteConfiguration(changes: $changes) {\n      key\n      storedValue\n      effectiveValue\n    }\n  }\n': typeof types.SaveSiteConfigurationDocument;
  '\n  query AdminCategoryOptions {\n    categories {\n      id\n      name\n    }\n  }\n': typeof types.AdminCategoryOptionsDocument;
  '\n  query PublishingClock {\n    publishingClock {\n      timeZone\n      now\n    }\n  }\n': typeof types.PublishingClockDocument;
  '\n  fragment StatsTable_stat on ContentStat {\n    id\n    contentType\n    title\n    categoryName\n    views\n    averageRating\n    ratingCount\n    showViews\n    showRatings\n    isFeatured\n    createdAt\n  }\n': typeof types.StatsTable_StatFragmentDoc;
  '\n  query ContentStatsPage(\n    $contentType: ContentType!\n    $search: String\n    $sortBy: StatsSortKey\n    $direction: SortDirection\n    $page: Int\n  ) {\n    contentStats(contentType: $contentType, search: $search, sortBy: $sortBy, direction: $direction, page: $page) {\n      items {\n        ...StatsTable_stat\n      }\n      totalCount\n      pageCount\n    }\n  }\n': typeof types.ContentStatsPageDocument;
  '\n  query StatsCharts($contentType: ContentType!) {\n    mostViewed: contentStats(contentType: $contentType, sortBy: VIEWS, direction: DESC, pageSize: 5) {\n      items {\n        id\n        contentType\n        title\n        views\n      }\n    }\n    bestRated: contentStats(contentType: $contentType, sortBy: RATING, direction: DESC, pageSize: 5) {\n      items {\n        id\n        contentType\n        title\n        averageRating\n        ratingCount\n      }\n    }\n  }\n': typeof types.StatsChartsDocument;
  '\n  mutation SetContentFlag($contentType: ContentType!, $id: ID!, $flag: ContentFlag!, $value: Boolean!) {\n    setContentFlag(contentType: $contentType, id: $id, flag: $flag, value: $value) {\n      id\n      contentType\n      showViews\n      showRatings\n      isFeatured\n    }\n  }\n': typeof types.SetContentFlagDocument;
  '\n  fragment ArticleDetailFields on Article {\n    id\n    title\n    summary\n    content\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n      jpeg {\n        url\n        width\n        height\n      }\n    }\n    createdAt\n    updatedAt\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    category {\n      id\n      name\n    }\n  }\n': typeof types.ArticleDetailFieldsFragmentDoc;
  '\n  fragment GuideDetailFields on Guide {\n    id\n    title\n    description\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n      jpeg {\n        url\n        width\n        height\n      }\n    }\n    createdAt\n    updatedAt\n    price\n    isFree\n    paymentLink\n    downloadUrl\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    category {\n      id\n      name\n    }\n  }\n': typeof types.GuideDetailFieldsFragmentDoc;
};
const documents: Documents = {
  '\n  query AnalyticsPage($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      from\n      to\n      days {\n        day\n        visitors\n        views\n      }\n      visitors {\n        current\n        previous\n        changePercent\n      }\n      views {\n        current\n        previous\n        changePercent\n      }\n      topContent {\n        contentType\n        id\n        title\n        views\n      }\n      sources {\n        name\n        visits\n      }\n      campaigns {\n        utmSource\n        utmCampaign\n        visits\n      }\n      searchesWithoutResults {\n        term\n        searches\n      }\n      ...AnalyticsGoals\n    }\n  }\n':
    types.AnalyticsPageDocument,
  '\n  fragment AnalyticsGoals on AnalyticsReport {\n    games {\n      game\n      started\n      finished\n    }\n    paidGuides {\n      id\n      title\n      views\n      buyClicks\n      purchases\n    }\n    freeGuides {\n      id\n      title\n      downloads\n    }\n    newsletter {\n      weeks {\n        weekStart\n        confirmed\n        unsubscribed\n      }\n      confirmed\n      unsubscribed\n      campaigns {\n        id\n        title\n        startedAt\n        recipients\n        sent\n      }\n    }\n  }\n':
    types.AnalyticsGoalsFragmentDoc,
  '\n  query AdminArticlesList($input: AdminListInput) {\n    adminArticles(input: $input) {\n      items {\n        id\n        title\n        status\n        scheduledFor\n        createdAt\n        category {\n          id\n          name\n        }\n      }\n      totalCount\n      pageCount\n    }\n  }\n':
    types.AdminArticlesListDocument,
  '\n  query AdminArticleEdit($id: ID!) {\n    adminArticle(id: $id) {\n      id\n      title\n      summary\n      content\n      categoryPosition\n      status\n      scheduledFor\n      isFeatured\n      imageUrl\n      updatedAt\n      category {\n        id\n      }\n    }\n  }\n':
    types.AdminArticleEditDocument,
  '\n  mutation DeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n': types.DeleteArticleDocument,
  '\n  mutation CreateArticle($input: ArticleInput!) {\n    createArticle(input: $input) {\n      id\n      title\n      status\n      scheduledFor\n      imageUrl\n    }\n  }\n':
    types.CreateArticleDocument,
  '\n  mutation UpdateArticle($id: ID!, $input: ArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      summary\n      content\n      status\n      scheduledFor\n      imageUrl\n      isFeatured\n      categoryPosition\n      category {\n        id\n        name\n      }\n    }\n  }\n':
    types.UpdateArticleDocument,
  '\n  query AdminMe {\n    me {\n      id\n      email\n      role\n    }\n  }\n': types.AdminMeDocument,
  '\n  mutation AdminLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      email\n      role\n    }\n  }\n':
    types.AdminLoginDocument,
  '\n  mutation AdminLogout {\n    logout\n  }\n': types.AdminLogoutDocument,
  '\n  query AdminCategoriesList {\n    categories {\n      id\n      name\n      description\n      createdAt\n    }\n  }\n':
    types.AdminCategoriesListDocument,
  '\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      description\n      createdAt\n    }\n  }\n':
    types.CreateCategoryDocument,
  '\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n      createdAt\n    }\n  }\n':
    types.UpdateCategoryDocument,
  '\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n': types.DeleteCategoryDocument,
  '\n  query AdminRevisionComparison($contentType: ContentType!, $revisionId: ID!) {\n    contentRevisionComparison(contentType: $contentType, revisionId: $revisionId) {\n      revision {\n        id\n        createdAt\n      }\n      fields {\n        label\n        changed\n        parts {\n          value\n          added\n          removed\n        }\n      }\n      imageChanged\n    }\n  }\n':
    types.AdminRevisionComparisonDocument,
  '\n  query AdminContentRevisions($contentType: ContentType!, $id: ID!, $input: AdminListInput) {\n    contentRevisions(contentType: $contentType, id: $id, input: $input) {\n      items {\n        id\n        title\n        status\n        createdAt\n        authorEmail\n      }\n      totalCount\n      pageCount\n      page\n    }\n  }\n':
    types.AdminContentRevisionsDocument,
  '\n  mutation RestoreContentRevision($contentType: ContentType!, $revisionId: ID!) {\n    restoreContentRevision(contentType: $contentType, revisionId: $revisionId) {\n      itemId\n      notes\n    }\n  }\n':
    types.RestoreContentRevisionDocument,
  '\n  query DashboardCounts {\n    dashboardCounts {\n      publishedArticles\n      availableGuides\n      gameQuestions\n      puzzleWords\n      categories\n    }\n  }\n':
    types.DashboardCountsDocument,
  '\n  query ScheduledContent {\n    scheduledContent {\n      contentType\n      id\n      title\n      scheduledFor\n    }\n  }\n':
    types.ScheduledContentDocument,
  '\n  query AdminConnection {\n    adminConnection {\n      clientAddress\n      privateAddress\n    }\n  }\n':
    types.AdminConnectionDocument,
  '\n  query DemoContent {\n    demoContent {\n      articles\n      guides\n      categories\n      siteImages\n      kept {\n        contentType\n        id\n        title\n        hasExamplePaymentLink\n      }\n    }\n  }\n':
    types.DemoContentDocument,
  '\n  query BackupStatus {\n    backupStatus {\n      intervalHours\n      keep\n      folder\n      offsiteTarget\n      health\n      lastSuccess {\n        startedAt\n        sizeBytes\n        folder\n        offsiteCopy\n      }\n      lastRun {\n        startedAt\n        status\n        error\n      }\n    }\n  }\n':
    types.BackupStatusDocument,
  '\n  mutation RemoveDemoContent {\n    removeDemoContent {\n      articles\n      guides\n      categories\n      siteImages\n    }\n  }\n':
    types.RemoveDemoContentDocument,
  '\n  query ScheduledJobs {\n    scheduledJobs {\n      name\n      label\n      lastStartedAt\n      lastFinishedAt\n      lastStatus\n      lastError\n      lastSummary\n      failuresInRow\n      nextRunAt\n    }\n  }\n':
    types.ScheduledJobsDocument,
  '\n  query AdminGameQuestionsList {\n    adminGameQuestions {\n      id\n      gameType\n      text\n      isTrue\n      createdAt\n    }\n  }\n':
    types.AdminGameQuestionsListDocument,
  '\n  query AdminGameQuestionEdit($id: ID!) {\n    adminGameQuestion(id: $id) {\n      id\n      gameType\n      text\n      isTrue\n    }\n  }\n':
    types.AdminGameQuestionEditDocument,
  '\n  mutation CreateGameQuestion($input: GameQuestionInput!) {\n    createGameQuestion(input: $input) {\n      id\n      gameType\n      text\n      isTrue\n    }\n  }\n':
    types.CreateGameQuestionDocument,
  '\n  mutation UpdateGameQuestion($id: ID!, $input: GameQuestionInput!) {\n    updateGameQuestion(id: $id, input: $input) {\n      id\n      gameType\n      text\n      isTrue\n    }\n  }\n':
    types.UpdateGameQuestionDocument,
  '\n  mutation DeleteGameQuestion($id: ID!) {\n    deleteGameQuestion(id: $id)\n  }\n':
    types.DeleteGameQuestionDocument,
  '\n  query AdminGuidesList($input: AdminListInput) {\n    adminGuides(input: $input) {\n      items {\n        id\n        title\n        price\n        status\n        scheduledFor\n        hasPdf\n        pdfUrl\n        paymentLink\n        category {\n          id\n          name\n        }\n      }\n      totalCount\n      pageCount\n    }\n  }\n':
    types.AdminGuidesListDocument,
  '\n  query AdminGuideEdit($id: ID!) {\n    adminGuide(id: $id) {\n      id\n      title\n      description\n      price\n      paymentLink\n      categoryPosition\n      status\n      scheduledFor\n      isFeatured\n      imageUrl\n      updatedAt\n      pdfUrl\n      category {\n        id\n      }\n    }\n  }\n':
    types.AdminGuideEditDocument,
  '\n  mutation DeleteGuide($id: ID!) {\n    deleteGuide(id: $id)\n  }\n': types.DeleteGuideDocument,
  '\n  mutation CreateGuide($input: GuideInput!) {\n    createGuide(input: $input) {\n      id\n      title\n      status\n      scheduledFor\n    }\n  }\n':
    types.CreateGuideDocument,
  '\n  mutation UpdateGuide($id: ID!, $input: GuideInput!) {\n    updateGuide(id: $id, input: $input) {\n      id\n      title\n      description\n      price\n      paymentLink\n      hasPdf\n      pdfUrl\n      imageUrl\n      status\n      scheduledFor\n      isFeatured\n      categoryPosition\n      category {\n        id\n        name\n      }\n    }\n  }\n':
    types.UpdateGuideDocument,
  '\n  query ContactMessagesPage {\n    contactMessages {\n      id\n      name\n      email\n      message\n      createdAt\n      read\n      deliveryStatus\n    }\n  }\n':
    types.ContactMessagesPageDocument,
  '\n  mutation MarkContactMessageRead($id: ID!, $read: Boolean!) {\n    markContactMessageRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n':
    types.MarkContactMessageReadDocument,
  '\n  mutation DeleteContactMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n':
    types.DeleteContactMessageDocument,
  '\n  query AdminNewsletterFailedDeliveries($campaignId: ID!) {\n    newsletterFailedDeliveries(campaignId: $campaignId) {\n      id\n      email\n      attempts\n      lastError\n    }\n  }\n':
    types.AdminNewsletterFailedDeliveriesDocument,
  '\n  query AdminNewsletterPreview($articleId: ID!) {\n    newsletterPreview(articleId: $articleId) {\n      subject\n      html\n      recipients\n      campaign {\n        ...CampaignProgress_campaign\n      }\n    }\n  }\n':
    types.AdminNewsletterPreviewDocument,
  '\n  fragment CampaignProgress_campaign on NewsletterCampaign {\n    id\n    startedAt\n    total\n    sent\n    failed\n    finished\n    state\n    sendingUntil\n  }\n':
    types.CampaignProgress_CampaignFragmentDoc,
  '\n  query AdminSubscribersPage($input: AdminListInput) {\n    subscribers(input: $input) {\n      items {\n        id\n        email\n        status\n        createdAt\n      }\n      totalCount\n      pageCount\n      confirmedCount\n      subscriberCount\n    }\n    newsletterEnabled\n  }\n':
    types.AdminSubscribersPageDocument,
  '\n  query AdminNewsletterCampaigns($input: AdminListInput) {\n    newsletterCampaigns(input: $input) {\n      items {\n        ...CampaignProgress_campaign\n        articleTitle\n        createdAt\n      }\n      totalCount\n    }\n  }\n':
    types.AdminNewsletterCampaignsDocument,
  '\n  query AdminNewsletterEnabled {\n    newsletterEnabled\n  }\n': types.AdminNewsletterEnabledDocument,
  '\n  mutation PauseNewsletterCampaign($id: ID!) {\n    pauseNewsletterCampaign(id: $id) {\n      ...CampaignProgress_campaign\n    }\n  }\n':
    types.PauseNewsletterCampaignDocument,
  '\n  mutation ResumeNewsletterCampaign($id: ID!) {\n    resumeNewsletterCampaign(id: $id) {\n      ...CampaignProgress_campaign\n    }\n  }\n':
    types.ResumeNewsletterCampaignDocument,
  '\n  mutation CancelNewsletterCampaign($id: ID!) {\n    cancelNewsletterCampaign(id: $id) {\n      ...CampaignProgress_campaign\n    }\n  }\n':
    types.CancelNewsletterCampaignDocument,
  '\n  mutation DeleteSubscriber($id: ID!) {\n    deleteSubscriber(id: $id)\n  }\n': types.DeleteSubscriberDocument,
  '\n  mutation ImportSubscribers($file: Upload!, $consented: Boolean!) {\n    importSubscribers(file: $file, consented: $consented) {\n      added\n      confirmationsLater\n      skipped\n      skippedByReason {\n        reason\n        count\n      }\n      skippedLines {\n        line\n        value\n        reason\n      }\n    }\n  }\n':
    types.ImportSubscribersDocument,
  '\n  mutation SendNewsletterTest($articleId: ID!) {\n    sendNewsletterTest(articleId: $articleId)\n  }\n':
    types.SendNewsletterTestDocument,
  '\n  mutation SendNewsletter($articleId: ID!) {\n    sendNewsletter(articleId: $articleId) {\n      ...CampaignProgress_campaign\n    }\n  }\n':
    types.SendNewsletterDocument,
  '\n  mutation RetryNewsletterDelivery($id: ID!) {\n    retryNewsletterDelivery(id: $id) {\n      ...CampaignProgress_campaign\n    }\n  }\n':
    types.RetryNewsletterDeliveryDocument,
  '\n  query AdminOrders {\n    orders {\n      id\n      guideId\n      guideTitle\n      amount\n      currency\n      status\n      paymentId\n      createdAt\n    }\n  }\n':
    types.AdminOrdersDocument,
  '\n  query PaymentSetup {\n    paymentSetup {\n      mercadoPagoConnected\n      paidGuidesWithPdf\n      successPageOpen\n    }\n  }\n':
    types.PaymentSetupDocument,
  '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n':
    types.RequestPasswordResetDocument,
  '\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n':
    types.ResetPasswordDocument,
  '\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n':
    types.ChangePasswordDocument,
  '\n  query AdminArticlePreview($id: ID!) {\n    adminArticle(id: $id) {\n      ...ArticleDetailFields\n      status\n    }\n  }\n':
    types.AdminArticlePreviewDocument,
  '\n  query AdminGuidePreview($id: ID!) {\n    adminGuide(id: $id) {\n      ...GuideDetailFields\n      status\n    }\n  }\n':
    types.AdminGuidePreviewDocument,
  '\n  query AdminPuzzleWordsList {\n    puzzleWords {\n      id\n      word\n      activityDescription\n      createdAt\n    }\n  }\n':
    types.AdminPuzzleWordsListDocument,
  '\n  query AdminPuzzleWordEdit($id: ID!) {\n    adminPuzzleWord(id: $id) {\n      id\n      word\n      activityDescription\n    }\n  }\n':
    types.AdminPuzzleWordEditDocument,
  '\n  mutation CreatePuzzleWord($input: PuzzleWordInput!) {\n    createPuzzleWord(input: $input) {\n      id\n      word\n      activityDescription\n    }\n  }\n':
    types.CreatePuzzleWordDocument,
  '\n  mutation UpdatePuzzleWord($id: ID!, $input: PuzzleWordInput!) {\n    updatePuzzleWord(id: $id, input: $input) {\n      id\n      word\n      activityDescription\n    }\n  }\n':
    types.UpdatePuzzleWordDocument,
  '\n  mutation DeletePuzzleWord($id: ID!) {\n    deletePuzzleWord(id: $id)\n  }\n': types.DeletePuzzleWordDocument,
  '\n  query AdminSiteConfiguration($keys: [String!]) {\n    adminSiteConfiguration(keys: $keys) {\n      key\n      storedValue\n      defaultValue\n      effectiveValue\n      description\n    }\n  }\n':
    types.AdminSiteConfigurationDocument,
  '\n  mutation SaveSiteConfiguration($changes: [SiteConfigChange!]!) {\n    saveSiteConfiguration(changes: $changes) {\n      key\n      storedValue\n      effectiveValue\n    }\n  }\n':
    types.SaveSiteConfigurationDocument,
  '\n  query AdminCategoryOptions {\n    categories {\n      id\n      name\n    }\n  }\n':
    types.AdminCategoryOptionsDocument,
  '\n  query PublishingClock {\n    publishingClock {\n      timeZone\n      now\n    }\n  }\n':
    types.PublishingClockDocument,
  '\n  fragment StatsTable_stat on ContentStat {\n    id\n    contentType\n    title\n    categoryName\n    views\n    averageRating\n    ratingCount\n    showViews\n    showRatings\n    isFeatured\n    createdAt\n  }\n':
    types.StatsTable_StatFragmentDoc,
  '\n  query ContentStatsPage(\n    $contentType: ContentType!\n    $search: String\n    $sortBy: StatsSortKey\n    $direction: SortDirection\n    $page: Int\n  ) {\n    contentStats(contentType: $contentType, search: $search, sortBy: $sortBy, direction: $direction, page: $page) {\n      items {\n        ...StatsTable_stat\n      }\n      totalCount\n      pageCount\n    }\n  }\n':
    types.ContentStatsPageDocument,
  '\n  query StatsCharts($contentType: ContentType!) {\n    mostViewed: contentStats(contentType: $contentType, sortBy: VIEWS, direction: DESC, pageSize: 5) {\n      items {\n        id\n        contentType\n        title\n        views\n      }\n    }\n    bestRated: contentStats(contentType: $contentType, sortBy: RATING, direction: DESC, pageSize: 5) {\n      items {\n        id\n        contentType\n        title\n        averageRating\n        ratingCount\n      }\n    }\n  }\n':
    types.StatsChartsDocument,
  '\n  mutation SetContentFlag($contentType: ContentType!, $id: ID!, $flag: ContentFlag!, $value: Boolean!) {\n    setContentFlag(contentType: $contentType, id: $id, flag: $flag, value: $value) {\n      id\n      contentType\n      showViews\n      showRatings\n      isFeatured\n    }\n  }\n':
    types.SetContentFlagDocument,
  '\n  fragment ArticleDetailFields on Article {\n    id\n    title\n    summary\n    content\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n      jpeg {\n        url\n        width\n        height\n      }\n    }\n    createdAt\n    updatedAt\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    category {\n      id\n      name\n    }\n  }\n':
    types.ArticleDetailFieldsFragmentDoc,
  '\n  fragment GuideDetailFields on Guide {\n    id\n    title\n    description\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n      jpeg {\n        url\n        width\n        height\n      }\n    }\n    createdAt\n    updatedAt\n    price\n    isFree\n    paymentLink\n    downloadUrl\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    category {\n      id\n      name\n    }\n  }\n':
    types.GuideDetailFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AnalyticsPage($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      from\n      to\n      days {\n        day\n        visitors\n        views\n      }\n      visitors {\n        current\n        previous\n        changePercent\n      }\n      views {\n        current\n        previous\n        changePercent\n      }\n      topContent {\n        contentType\n        id\n        title\n        views\n      }\n      sources {\n        name\n        visits\n      }\n      campaigns {\n        utmSource\n        utmCampaign\n        visits\n      }\n      searchesWithoutResults {\n        term\n        searches\n      }\n      ...AnalyticsGoals\n    }\n  }\n',
): (typeof documents)['\n  query AnalyticsPage($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      from\n      to\n      days {\n        day\n        visitors\n        views\n      }\n      visitors {\n        current\n        previous\n        changePercent\n      }\n      views {\n        current\n        previous\n        changePercent\n      }\n      topContent {\n        contentType\n        id\n        title\n        views\n      }\n      sources {\n        name\n        visits\n      }\n      campaigns {\n        utmSource\n        utmCampaign\n        visits\n      }\n      searchesWithoutResults {\n        term\n        searches\n      }\n      ...AnalyticsGoals\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AnalyticsGoals on AnalyticsReport {\n    games {\n      game\n      started\n      finished\n    }\n    paidGuides {\n      id\n      title\n      views\n      buyClicks\n      purchases\n    }\n    freeGuides {\n      id\n      title\n      downloads\n    }\n    newsletter {\n      weeks {\n        weekStart\n        confirmed\n        unsubscribed\n      }\n      confirmed\n      unsubscribed\n      campaigns {\n        id\n        title\n        startedAt\n        recipients\n        sent\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment AnalyticsGoals on AnalyticsReport {\n    games {\n      game\n      started\n      finished\n    }\n    paidGuides {\n      id\n      title\n      views\n      buyClicks\n      purchases\n    }\n    freeGuides {\n      id\n      title\n      downloads\n    }\n    newsletter {\n      weeks {\n        weekStart\n        confirmed\n        unsubscribed\n      }\n      confirmed\n      unsubscribed\n      campaigns {\n        id\n        title\n        startedAt\n        recipients\n        sent\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminArticlesList($input: AdminListInput) {\n    adminArticles(input: $input) {\n      items {\n        id\n        title\n        status\n        scheduledFor\n        createdAt\n        category {\n          id\n          name\n        }\n      }\n      totalCount\n      pageCount\n    }\n  }\n',
): (typeof documents)['\n  query AdminArticlesList($input: AdminListInput) {\n    adminArticles(input: $input) {\n      items {\n        id\n        title\n        status\n        scheduledFor\n        createdAt\n        category {\n          id\n          name\n        }\n      }\n      totalCount\n      pageCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminArticleEdit($id: ID!) {\n    adminArticle(id: $id) {\n      id\n      title\n      summary\n      content\n      categoryPosition\n      status\n      scheduledFor\n      isFeatured\n      imageUrl\n      updatedAt\n      category {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminArticleEdit($id: ID!) {\n    adminArticle(id: $id) {\n      id\n      title\n      summary\n      content\n      categoryPosition\n      status\n      scheduledFor\n      isFeatured\n      imageUrl\n      updatedAt\n      category {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateArticle($input: ArticleInput!) {\n    createArticle(input: $input) {\n      id\n      title\n      status\n      scheduledFor\n      imageUrl\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateArticle($input: ArticleInput!) {\n    createArticle(input: $input) {\n      id\n      title\n      status\n      scheduledFor\n      imageUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateArticle($id: ID!, $input: ArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      summary\n      content\n      status\n      scheduledFor\n      imageUrl\n      isFeatured\n      categoryPosition\n      category {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateArticle($id: ID!, $input: ArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      summary\n      content\n      status\n      scheduledFor\n      imageUrl\n      isFeatured\n      categoryPosition\n      category {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminMe {\n    me {\n      id\n      email\n      role\n    }\n  }\n',
): (typeof documents)['\n  query AdminMe {\n    me {\n      id\n      email\n      role\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      email\n      role\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n      email\n      role\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminLogout {\n    logout\n  }\n',
): (typeof documents)['\n  mutation AdminLogout {\n    logout\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminCategoriesList {\n    categories {\n      id\n      name\n      description\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  query AdminCategoriesList {\n    categories {\n      id\n      name\n      description\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      description\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      description\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminRevisionComparison($contentType: ContentType!, $revisionId: ID!) {\n    contentRevisionComparison(contentType: $contentType, revisionId: $revisionId) {\n      revision {\n        id\n        createdAt\n      }\n      fields {\n        label\n        changed\n        parts {\n          value\n          added\n          removed\n        }\n      }\n      imageChanged\n    }\n  }\n',
): (typeof documents)['\n  query AdminRevisionComparison($contentType: ContentType!, $revisionId: ID!) {\n    contentRevisionComparison(contentType: $contentType, revisionId: $revisionId) {\n      revision {\n        id\n        createdAt\n      }\n      fields {\n        label\n        changed\n        parts {\n          value\n          added\n          removed\n        }\n      }\n      imageChanged\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminContentRevisions($contentType: ContentType!, $id: ID!, $input: AdminListInput) {\n    contentRevisions(contentType: $contentType, id: $id, input: $input) {\n      items {\n        id\n        title\n        status\n        createdAt\n        authorEmail\n      }\n      totalCount\n      pageCount\n      page\n    }\n  }\n',
): (typeof documents)['\n  query AdminContentRevisions($contentType: ContentType!, $id: ID!, $input: AdminListInput) {\n    contentRevisions(contentType: $contentType, id: $id, input: $input) {\n      items {\n        id\n        title\n        status\n        createdAt\n        authorEmail\n      }\n      totalCount\n      pageCount\n      page\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RestoreContentRevision($contentType: ContentType!, $revisionId: ID!) {\n    restoreContentRevision(contentType: $contentType, revisionId: $revisionId) {\n      itemId\n      notes\n    }\n  }\n',
): (typeof documents)['\n  mutation RestoreContentRevision($contentType: ContentType!, $revisionId: ID!) {\n    restoreContentRevision(contentType: $contentType, revisionId: $revisionId) {\n      itemId\n      notes\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardCounts {\n    dashboardCounts {\n      publishedArticles\n      availableGuides\n      gameQuestions\n      puzzleWords\n      categories\n    }\n  }\n',
): (typeof documents)['\n  query DashboardCounts {\n    dashboardCounts {\n      publishedArticles\n      availableGuides\n      gameQuestions\n      puzzleWords\n      categories\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ScheduledContent {\n    scheduledContent {\n      contentType\n      id\n      title\n      scheduledFor\n    }\n  }\n',
): (typeof documents)['\n  query ScheduledContent {\n    scheduledContent {\n      contentType\n      id\n      title\n      scheduledFor\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminConnection {\n    adminConnection {\n      clientAddress\n      privateAddress\n    }\n  }\n',
): (typeof documents)['\n  query AdminConnection {\n    adminConnection {\n      clientAddress\n      privateAddress\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DemoContent {\n    demoContent {\n      articles\n      guides\n      categories\n      siteImages\n      kept {\n        contentType\n        id\n        title\n        hasExamplePaymentLink\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DemoContent {\n    demoContent {\n      articles\n      guides\n      categories\n      siteImages\n      kept {\n        contentType\n        id\n        title\n        hasExamplePaymentLink\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BackupStatus {\n    backupStatus {\n      intervalHours\n      keep\n      folder\n      offsiteTarget\n      health\n      lastSuccess {\n        startedAt\n        sizeBytes\n        folder\n        offsiteCopy\n      }\n      lastRun {\n        startedAt\n        status\n        error\n      }\n    }\n  }\n',
): (typeof documents)['\n  query BackupStatus {\n    backupStatus {\n      intervalHours\n      keep\n      folder\n      offsiteTarget\n      health\n      lastSuccess {\n        startedAt\n        sizeBytes\n        folder\n        offsiteCopy\n      }\n      lastRun {\n        startedAt\n        status\n        error\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveDemoContent {\n    removeDemoContent {\n      articles\n      guides\n      categories\n      siteImages\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveDemoContent {\n    removeDemoContent {\n      articles\n      guides\n      categories\n      siteImages\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ScheduledJobs {\n    scheduledJobs {\n      name\n      label\n      lastStartedAt\n      lastFinishedAt\n      lastStatus\n      lastError\n      lastSummary\n      failuresInRow\n      nextRunAt\n    }\n  }\n',
): (typeof documents)['\n  query ScheduledJobs {\n    scheduledJobs {\n      name\n      label\n      lastStartedAt\n      lastFinishedAt\n      lastStatus\n      lastError\n      lastSummary\n      failuresInRow\n      nextRunAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminGameQuestionsList {\n    adminGameQuestions {\n      id\n      gameType\n      text\n      isTrue\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  query AdminGameQuestionsList {\n    adminGameQuestions {\n      id\n      gameType\n      text\n      isTrue\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminGameQuestionEdit($id: ID!) {\n    adminGameQuestion(id: $id) {\n      id\n      gameType\n      text\n      isTrue\n    }\n  }\n',
): (typeof documents)['\n  query AdminGameQuestionEdit($id: ID!) {\n    adminGameQuestion(id: $id) {\n      id\n      gameType\n      text\n      isTrue\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateGameQuestion($input: GameQuestionInput!) {\n    createGameQuestion(input: $input) {\n      id\n      gameType\n      text\n      isTrue\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateGameQuestion($input: GameQuestionInput!) {\n    createGameQuestion(input: $input) {\n      id\n      gameType\n      text\n      isTrue\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateGameQuestion($id: ID!, $input: GameQuestionInput!) {\n    updateGameQuestion(id: $id, input: $input) {\n      id\n      gameType\n      text\n      isTrue\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateGameQuestion($id: ID!, $input: GameQuestionInput!) {\n    updateGameQuestion(id: $id, input: $input) {\n      id\n      gameType\n      text\n      isTrue\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteGameQuestion($id: ID!) {\n    deleteGameQuestion(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteGameQuestion($id: ID!) {\n    deleteGameQuestion(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminGuidesList($input: AdminListInput) {\n    adminGuides(input: $input) {\n      items {\n        id\n        title\n        price\n        status\n        scheduledFor\n        hasPdf\n        pdfUrl\n        paymentLink\n        category {\n          id\n          name\n        }\n      }\n      totalCount\n      pageCount\n    }\n  }\n',
): (typeof documents)['\n  query AdminGuidesList($input: AdminListInput) {\n    adminGuides(input: $input) {\n      items {\n        id\n        title\n        price\n        status\n        scheduledFor\n        hasPdf\n        pdfUrl\n        paymentLink\n        category {\n          id\n          name\n        }\n      }\n      totalCount\n      pageCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminGuideEdit($id: ID!) {\n    adminGuide(id: $id) {\n      id\n      title\n      description\n      price\n      paymentLink\n      categoryPosition\n      status\n      scheduledFor\n      isFeatured\n      imageUrl\n      updatedAt\n      pdfUrl\n      category {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminGuideEdit($id: ID!) {\n    adminGuide(id: $id) {\n      id\n      title\n      description\n      price\n      paymentLink\n      categoryPosition\n      status\n      scheduledFor\n      isFeatured\n      imageUrl\n      updatedAt\n      pdfUrl\n      category {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteGuide($id: ID!) {\n    deleteGuide(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteGuide($id: ID!) {\n    deleteGuide(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateGuide($input: GuideInput!) {\n    createGuide(input: $input) {\n      id\n      title\n      status\n      scheduledFor\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateGuide($input: GuideInput!) {\n    createGuide(input: $input) {\n      id\n      title\n      status\n      scheduledFor\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateGuide($id: ID!, $input: GuideInput!) {\n    updateGuide(id: $id, input: $input) {\n      id\n      title\n      description\n      price\n      paymentLink\n      hasPdf\n      pdfUrl\n      imageUrl\n      status\n      scheduledFor\n      isFeatured\n      categoryPosition\n      category {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateGuide($id: ID!, $input: GuideInput!) {\n    updateGuide(id: $id, input: $input) {\n      id\n      title\n      description\n      price\n      paymentLink\n      hasPdf\n      pdfUrl\n      imageUrl\n      status\n      scheduledFor\n      isFeatured\n      categoryPosition\n      category {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ContactMessagesPage {\n    contactMessages {\n      id\n      name\n      email\n      message\n      createdAt\n      read\n      deliveryStatus\n    }\n  }\n',
): (typeof documents)['\n  query ContactMessagesPage {\n    contactMessages {\n      id\n      name\n      email\n      message\n      createdAt\n      read\n      deliveryStatus\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkContactMessageRead($id: ID!, $read: Boolean!) {\n    markContactMessageRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n',
): (typeof documents)['\n  mutation MarkContactMessageRead($id: ID!, $read: Boolean!) {\n    markContactMessageRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteContactMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteContactMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminNewsletterFailedDeliveries($campaignId: ID!) {\n    newsletterFailedDeliveries(campaignId: $campaignId) {\n      id\n      email\n      attempts\n      lastError\n    }\n  }\n',
): (typeof documents)['\n  query AdminNewsletterFailedDeliveries($campaignId: ID!) {\n    newsletterFailedDeliveries(campaignId: $campaignId) {\n      id\n      email\n      attempts\n      lastError\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminNewsletterPreview($articleId: ID!) {\n    newsletterPreview(articleId: $articleId) {\n      subject\n      html\n      recipients\n      campaign {\n        ...CampaignProgress_campaign\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminNewsletterPreview($articleId: ID!) {\n    newsletterPreview(articleId: $articleId) {\n      subject\n      html\n      recipients\n      campaign {\n        ...CampaignProgress_campaign\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CampaignProgress_campaign on NewsletterCampaign {\n    id\n    startedAt\n    total\n    sent\n    failed\n    finished\n    state\n    sendingUntil\n  }\n',
): (typeof documents)['\n  fragment CampaignProgress_campaign on NewsletterCampaign {\n    id\n    startedAt\n    total\n    sent\n    failed\n    finished\n    state\n    sendingUntil\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminSubscribersPage($input: AdminListInput) {\n    subscribers(input: $input) {\n      items {\n        id\n        email\n        status\n        createdAt\n      }\n      totalCount\n      pageCount\n      confirmedCount\n      subscriberCount\n    }\n    newsletterEnabled\n  }\n',
): (typeof documents)['\n  query AdminSubscribersPage($input: AdminListInput) {\n    subscribers(input: $input) {\n      items {\n        id\n        email\n        status\n        createdAt\n      }\n      totalCount\n      pageCount\n      confirmedCount\n      subscriberCount\n    }\n    newsletterEnabled\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminNewsletterCampaigns($input: AdminListInput) {\n    newsletterCampaigns(input: $input) {\n      items {\n        ...CampaignProgress_campaign\n        articleTitle\n        createdAt\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query AdminNewsletterCampaigns($input: AdminListInput) {\n    newsletterCampaigns(input: $input) {\n      items {\n        ...CampaignProgress_campaign\n        articleTitle\n        createdAt\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminNewsletterEnabled {\n    newsletterEnabled\n  }\n',
): (typeof documents)['\n  query AdminNewsletterEnabled {\n    newsletterEnabled\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PauseNewsletterCampaign($id: ID!) {\n    pauseNewsletterCampaign(id: $id) {\n      ...CampaignProgress_campaign\n    }\n  }\n',
): (typeof documents)['\n  mutation PauseNewsletterCampaign($id: ID!) {\n    pauseNewsletterCampaign(id: $id) {\n      ...CampaignProgress_campaign\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResumeNewsletterCampaign($id: ID!) {\n    resumeNewsletterCampaign(id: $id) {\n      ...CampaignProgress_campaign\n    }\n  }\n',
): (typeof documents)['\n  mutation ResumeNewsletterCampaign($id: ID!) {\n    resumeNewsletterCampaign(id: $id) {\n      ...CampaignProgress_campaign\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelNewsletterCampaign($id: ID!) {\n    cancelNewsletterCampaign(id: $id) {\n      ...CampaignProgress_campaign\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelNewsletterCampaign($id: ID!) {\n    cancelNewsletterCampaign(id: $id) {\n      ...CampaignProgress_campaign\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteSubscriber($id: ID!) {\n    deleteSubscriber(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteSubscriber($id: ID!) {\n    deleteSubscriber(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ImportSubscribers($file: Upload!, $consented: Boolean!) {\n    importSubscribers(file: $file, consented: $consented) {\n      added\n      confirmationsLater\n      skipped\n      skippedByReason {\n        reason\n        count\n      }\n      skippedLines {\n        line\n        value\n        reason\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ImportSubscribers($file: Upload!, $consented: Boolean!) {\n    importSubscribers(file: $file, consented: $consented) {\n      added\n      confirmationsLater\n      skipped\n      skippedByReason {\n        reason\n        count\n      }\n      skippedLines {\n        line\n        value\n        reason\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendNewsletterTest($articleId: ID!) {\n    sendNewsletterTest(articleId: $articleId)\n  }\n',
): (typeof documents)['\n  mutation SendNewsletterTest($articleId: ID!) {\n    sendNewsletterTest(articleId: $articleId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendNewsletter($articleId: ID!) {\n    sendNewsletter(articleId: $articleId) {\n      ...CampaignProgress_campaign\n    }\n  }\n',
): (typeof documents)['\n  mutation SendNewsletter($articleId: ID!) {\n    sendNewsletter(articleId: $articleId) {\n      ...CampaignProgress_campaign\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RetryNewsletterDelivery($id: ID!) {\n    retryNewsletterDelivery(id: $id) {\n      ...CampaignProgress_campaign\n    }\n  }\n',
): (typeof documents)['\n  mutation RetryNewsletterDelivery($id: ID!) {\n    retryNewsletterDelivery(id: $id) {\n      ...CampaignProgress_campaign\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminOrders {\n    orders {\n      id\n      guideId\n      guideTitle\n      amount\n      currency\n      status\n      paymentId\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  query AdminOrders {\n    orders {\n      id\n      guideId\n      guideTitle\n      amount\n      currency\n      status\n      paymentId\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PaymentSetup {\n    paymentSetup {\n      mercadoPagoConnected\n      paidGuidesWithPdf\n      successPageOpen\n    }\n  }\n',
): (typeof documents)['\n  query PaymentSetup {\n    paymentSetup {\n      mercadoPagoConnected\n      paidGuidesWithPdf\n      successPageOpen\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n',
): (typeof documents)['\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n',
): (typeof documents)['\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n',
): (typeof documents)['\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminArticlePreview($id: ID!) {\n    adminArticle(id: $id) {\n      ...ArticleDetailFields\n      status\n    }\n  }\n',
): (typeof documents)['\n  query AdminArticlePreview($id: ID!) {\n    adminArticle(id: $id) {\n      ...ArticleDetailFields\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminGuidePreview($id: ID!) {\n    adminGuide(id: $id) {\n      ...GuideDetailFields\n      status\n    }\n  }\n',
): (typeof documents)['\n  query AdminGuidePreview($id: ID!) {\n    adminGuide(id: $id) {\n      ...GuideDetailFields\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminPuzzleWordsList {\n    puzzleWords {\n      id\n      word\n      activityDescription\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  query AdminPuzzleWordsList {\n    puzzleWords {\n      id\n      word\n      activityDescription\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminPuzzleWordEdit($id: ID!) {\n    adminPuzzleWord(id: $id) {\n      id\n      word\n      activityDescription\n    }\n  }\n',
): (typeof documents)['\n  query AdminPuzzleWordEdit($id: ID!) {\n    adminPuzzleWord(id: $id) {\n      id\n      word\n      activityDescription\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreatePuzzleWord($input: PuzzleWordInput!) {\n    createPuzzleWord(input: $input) {\n      id\n      word\n      activityDescription\n    }\n  }\n',
): (typeof documents)['\n  mutation CreatePuzzleWord($input: PuzzleWordInput!) {\n    createPuzzleWord(input: $input) {\n      id\n      word\n      activityDescription\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdatePuzzleWord($id: ID!, $input: PuzzleWordInput!) {\n    updatePuzzleWord(id: $id, input: $input) {\n      id\n      word\n      activityDescription\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdatePuzzleWord($id: ID!, $input: PuzzleWordInput!) {\n    updatePuzzleWord(id: $id, input: $input) {\n      id\n      word\n      activityDescription\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeletePuzzleWord($id: ID!) {\n    deletePuzzleWord(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeletePuzzleWord($id: ID!) {\n    deletePuzzleWord(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminSiteConfiguration($keys: [String!]) {\n    adminSiteConfiguration(keys: $keys) {\n      key\n      storedValue\n      defaultValue\n      effectiveValue\n      description\n    }\n  }\n',
): (typeof documents)['\n  query AdminSiteConfiguration($keys: [String!]) {\n    adminSiteConfiguration(keys: $keys) {\n      key\n      storedValue\n      defaultValue\n      effectiveValue\n      description\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveSiteConfiguration($changes: [SiteConfigChange!]!) {\n    saveSiteConfiguration(changes: $changes) {\n      key\n      storedValue\n      effectiveValue\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveSiteConfiguration($changes: [SiteConfigChange!]!) {\n    saveSiteConfiguration(changes: $changes) {\n      key\n      storedValue\n      effectiveValue\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminCategoryOptions {\n    categories {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query AdminCategoryOptions {\n    categories {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PublishingClock {\n    publishingClock {\n      timeZone\n      now\n    }\n  }\n',
): (typeof documents)['\n  query PublishingClock {\n    publishingClock {\n      timeZone\n      now\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StatsTable_stat on ContentStat {\n    id\n    contentType\n    title\n    categoryName\n    views\n    averageRating\n    ratingCount\n    showViews\n    showRatings\n    isFeatured\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment StatsTable_stat on ContentStat {\n    id\n    contentType\n    title\n    categoryName\n    views\n    averageRating\n    ratingCount\n    showViews\n    showRatings\n    isFeatured\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ContentStatsPage(\n    $contentType: ContentType!\n    $search: String\n    $sortBy: StatsSortKey\n    $direction: SortDirection\n    $page: Int\n  ) {\n    contentStats(contentType: $contentType, search: $search, sortBy: $sortBy, direction: $direction, page: $page) {\n      items {\n        ...StatsTable_stat\n      }\n      totalCount\n      pageCount\n    }\n  }\n',
): (typeof documents)['\n  query ContentStatsPage(\n    $contentType: ContentType!\n    $search: String\n    $sortBy: StatsSortKey\n    $direction: SortDirection\n    $page: Int\n  ) {\n    contentStats(contentType: $contentType, search: $search, sortBy: $sortBy, direction: $direction, page: $page) {\n      items {\n        ...StatsTable_stat\n      }\n      totalCount\n      pageCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StatsCharts($contentType: ContentType!) {\n    mostViewed: contentStats(contentType: $contentType, sortBy: VIEWS, direction: DESC, pageSize: 5) {\n      items {\n        id\n        contentType\n        title\n        views\n      }\n    }\n    bestRated: contentStats(contentType: $contentType, sortBy: RATING, direction: DESC, pageSize: 5) {\n      items {\n        id\n        contentType\n        title\n        averageRating\n        ratingCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StatsCharts($contentType: ContentType!) {\n    mostViewed: contentStats(contentType: $contentType, sortBy: VIEWS, direction: DESC, pageSize: 5) {\n      items {\n        id\n        contentType\n        title\n        views\n      }\n    }\n    bestRated: contentStats(contentType: $contentType, sortBy: RATING, direction: DESC, pageSize: 5) {\n      items {\n        id\n        contentType\n        title\n        averageRating\n        ratingCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetContentFlag($contentType: ContentType!, $id: ID!, $flag: ContentFlag!, $value: Boolean!) {\n    setContentFlag(contentType: $contentType, id: $id, flag: $flag, value: $value) {\n      id\n      contentType\n      showViews\n      showRatings\n      isFeatured\n    }\n  }\n',
): (typeof documents)['\n  mutation SetContentFlag($contentType: ContentType!, $id: ID!, $flag: ContentFlag!, $value: Boolean!) {\n    setContentFlag(contentType: $contentType, id: $id, flag: $flag, value: $value) {\n      id\n      contentType\n      showViews\n      showRatings\n      isFeatured\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ArticleDetailFields on Article {\n    id\n    title\n    summary\n    content\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n      jpeg {\n        url\n        width\n        height\n      }\n    }\n    createdAt\n    updatedAt\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    category {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment ArticleDetailFields on Article {\n    id\n    title\n    summary\n    content\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n      jpeg {\n        url\n        width\n        height\n      }\n    }\n    createdAt\n    updatedAt\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    category {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment GuideDetailFields on Guide {\n    id\n    title\n    description\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n      jpeg {\n        url\n        width\n        height\n      }\n    }\n    createdAt\n    updatedAt\n    price\n    isFree\n    paymentLink\n    downloadUrl\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    category {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment GuideDetailFields on Guide {\n    id\n    title\n    description\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n      jpeg {\n        url\n        width\n        height\n      }\n    }\n    createdAt\n    updatedAt\n    price\n    isFree\n    paymentLink\n    downloadUrl\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    category {\n      id\n      name\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
