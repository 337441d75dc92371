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
  '\n  mutation TestCreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      description\n    }\n  }\n': typeof types.TestCreateCategoryDocument;
  '\n  mutation TestUpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n': typeof types.TestUpdateCategoryDocument;
  '\n  mutation TestDeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n': typeof types.TestDeleteCategoryDocument;
  '\n  mutation TestCreateQuestion($input: GameQuestionInput!) {\n    createGameQuestion(input: $input) {\n      id\n      gameType\n      isTrue\n    }\n  }\n': typeof types.TestCreateQuestionDocument;
  '\n  mutation TestUpdateQuestion($id: ID!, $input: GameQuestionInput!) {\n    updateGameQuestion(id: $id, input: $input) {\n      id\n      gameType\n      isTrue\n    }\n  }\n': typeof types.TestUpdateQuestionDocument;
  '\n  mutation TestCreateWord($input: PuzzleWordInput!) {\n    createPuzzleWord(input: $input) {\n      id\n      word\n    }\n  }\n': typeof types.TestCreateWordDocument;
  '\n  query TestDashboard {\n    dashboardCounts {\n      publishedArticles\n      availableGuides\n      gameQuestions\n      puzzleWords\n      categories\n    }\n  }\n': typeof types.TestDashboardDocument;
  '\n  query TestStats(\n    $contentType: ContentType!\n    $search: String\n    $sortBy: StatsSortKey\n    $direction: SortDirection\n    $page: Int\n    $pageSize: Int\n  ) {\n    contentStats(\n      contentType: $contentType\n      search: $search\n      sortBy: $sortBy\n      direction: $direction\n      page: $page\n      pageSize: $pageSize\n    ) {\n      items {\n        id\n        title\n        views\n        averageRating\n        ratingCount\n        isFeatured\n        showViews\n      }\n      totalCount\n      pageCount\n    }\n  }\n': typeof types.TestStatsDocument;
  '\n  mutation TestSetFlag($contentType: ContentType!, $id: ID!, $flag: ContentFlag!, $value: Boolean!) {\n    setContentFlag(contentType: $contentType, id: $id, flag: $flag, value: $value) {\n      id\n      showViews\n      isFeatured\n    }\n  }\n': typeof types.TestSetFlagDocument;
  '\n  query TestAdminConfig($keys: [String!]) {\n    adminSiteConfiguration(keys: $keys) {\n      key\n      storedValue\n      defaultValue\n      effectiveValue\n      description\n    }\n  }\n': typeof types.TestAdminConfigDocument;
  '\n  mutation TestSaveConfig($changes: [SiteConfigChange!]!) {\n    saveSiteConfiguration(changes: $changes) {\n      key\n      storedValue\n      effectiveValue\n    }\n  }\n': typeof types.TestSaveConfigDocument;
  '\n  query TestInbox {\n    contactMessages {\n      id\n      name\n      read\n    }\n  }\n': typeof types.TestInboxDocument;
  '\n  mutation TestMarkRead($id: ID!) {\n    markContactMessageRead(id: $id) {\n      id\n      read\n    }\n  }\n': typeof types.TestMarkReadDocument;
  '\n  mutation TestDeleteMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n': typeof types.TestDeleteMessageDocument;
  '\n  mutation TestCreateArticle($input: ArticleInput!) {\n    createArticle(input: $input) {\n      id\n      title\n      content\n      status\n      imageUrl\n      categoryPosition\n      category {\n        name\n      }\n    }\n  }\n': typeof types.TestCreateArticleDocument;
  '\n  mutation TestUpdateArticle($id: ID!, $input: ArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      imageUrl\n      updatedAt\n    }\n  }\n': typeof types.TestUpdateArticleDocument;
  '\n  mutation TestDeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n': typeof types.TestDeleteArticleDocument;
  '\n  query TestAdminArticles($input: AdminListInput) {\n    adminArticles(input: $input) {\n      items {\n        id\n        title\n        status\n        category {\n          name\n        }\n      }\n      totalCount\n      pageCount\n    }\n  }\n': typeof types.TestAdminArticlesDocument;
  '\n  mutation TestCreateGuide($input: GuideInput!) {\n    createGuide(input: $input) {\n      id\n      price\n      isFree\n      paymentLink\n      hasPdf\n      status\n    }\n  }\n': typeof types.TestCreateGuideDocument;
  '\n  mutation TestUpdateGuide($id: ID!, $input: GuideInput!) {\n    updateGuide(id: $id, input: $input) {\n      id\n      price\n      isFree\n      paymentLink\n    }\n  }\n': typeof types.TestUpdateGuideDocument;
  '\n  query TestAdminGuide($id: ID!) {\n    adminGuide(id: $id) {\n      id\n      title\n      pdfUrl\n      hasPdf\n    }\n  }\n': typeof types.TestAdminGuideDocument;
  '\n  query TestAdminArticlesPage($input: AdminListInput) {\n    adminArticles(input: $input) {\n      items {\n        id\n        title\n        category {\n          name\n        }\n      }\n      totalCount\n      pageCount\n      page\n      pageSize\n    }\n  }\n': typeof types.TestAdminArticlesPageDocument;
  '\n  query TestAdminGuidesPage($input: AdminListInput) {\n    adminGuides(input: $input) {\n      items {\n        id\n      }\n      totalCount\n    }\n  }\n': typeof types.TestAdminGuidesPageDocument;
  '\n  query TestStatsPage($contentType: ContentType!, $sortBy: StatsSortKey, $direction: SortDirection, $page: Int) {\n    contentStats(contentType: $contentType, sortBy: $sortBy, direction: $direction, page: $page, pageSize: 7) {\n      items {\n        id\n        views\n        averageRating\n        ratingCount\n        isFeatured\n      }\n      totalCount\n      pageCount\n    }\n  }\n': typeof types.TestStatsPageDocument;
  '\n  query TestArticlesList($input: ContentListInput) {\n    articles(input: $input) {\n      totalCount\n      pageCount\n      page\n      pageSize\n      items {\n        id\n        title\n        status\n        averageRating\n        ratingCount\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.TestArticlesListDocument;
  '\n  query TestArticleBodies($input: ContentListInput) {\n    articles(input: $input) {\n      items {\n        id\n        content\n      }\n    }\n  }\n': typeof types.TestArticleBodiesDocument;
  '\n  query TestArticle($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      status\n    }\n  }\n': typeof types.TestArticleDocument;
  '\n  query TestGuidesList($input: ContentListInput) {\n    guides(input: $input) {\n      totalCount\n      items {\n        id\n        title\n        price\n        isFree\n        hasPdf\n        downloadUrl\n        paymentLink\n      }\n    }\n  }\n': typeof types.TestGuidesListDocument;
  '\n  query TestGuidePdfUrl($id: ID!) {\n    guide(id: $id) {\n      id\n      pdfUrl\n    }\n  }\n': typeof types.TestGuidePdfUrlDocument;
  '\n  query TestCategories {\n    categories {\n      id\n      name\n    }\n  }\n': typeof types.TestCategoriesDocument;
  '\n  query TestFeatured {\n    featuredContent {\n      __typename\n      ... on Article {\n        id\n        title\n        updatedAt\n        status\n      }\n      ... on Guide {\n        id\n        title\n        updatedAt\n        status\n      }\n    }\n  }\n': typeof types.TestFeaturedDocument;
  '\n  query TestGames($gameType: GameType!) {\n    gameQuestions(gameType: $gameType) {\n      id\n      text\n      isTrue\n    }\n    puzzleWords {\n      word\n      activityDescription\n    }\n  }\n': typeof types.TestGamesDocument;
  '\n  query TestSiteConfig($keys: [String!]) {\n    siteConfiguration(keys: $keys) {\n      key\n      value\n    }\n  }\n': typeof types.TestSiteConfigDocument;
  '\n  mutation TestWebhookStartCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n    }\n  }\n': typeof types.TestWebhookStartCheckoutDocument;
  '\n  query TestWebhookPurchase($guideId: ID!, $paymentId: String, $orderId: ID) {\n    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {\n      downloadUrl\n    }\n  }\n': typeof types.TestWebhookPurchaseDocument;
  '\n  query TestScheduledJobs {\n    scheduledJobs {\n      name\n      label\n      lastStatus\n      lastError\n      lastSummary\n      failuresInRow\n      nextRunAt\n    }\n  }\n': typeof types.TestScheduledJobsDocument;
  '\n  mutation TestAnalyticsView($contentType: ContentType!, $id: ID!, $source: VisitSourceInput) {\n    recordView(contentType: $contentType, id: $id, source: $source)\n  }\n': typeof types.TestAnalyticsViewDocument;
  '\n  mutation TestAnalyticsVisit($path: String!, $source: VisitSourceInput) {\n    recordVisit(path: $path, source: $source)\n  }\n': typeof types.TestAnalyticsVisitDocument;
  '\n  query TestAnalyticsReport($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      from\n      to\n      previousFrom\n      previousTo\n      days {\n        day\n        visitors\n        views\n      }\n      visitors {\n        current\n        previous\n        changePercent\n      }\n      views {\n        current\n        previous\n        changePercent\n      }\n      topContent {\n        contentType\n        id\n        title\n        views\n        visitors\n      }\n      sources {\n        name\n        visits\n      }\n      campaigns {\n        utmSource\n        utmCampaign\n        visits\n      }\n    }\n  }\n': typeof types.TestAnalyticsReportDocument;
  '\n  query TestDayTopsReport($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      days {\n        day\n        visitors\n        views\n      }\n      topContent {\n        contentType\n        id\n        title\n        views\n        visitors\n      }\n      sources {\n        name\n        visits\n      }\n      campaigns {\n        utmSource\n        utmCampaign\n        visits\n      }\n      searchesWithoutResults {\n        term\n        searches\n      }\n      paidGuides {\n        id\n        views\n        buyClicks\n        purchases\n      }\n      freeGuides {\n        id\n        downloads\n      }\n    }\n  }\n': typeof types.TestDayTopsReportDocument;
  '\n  mutation TestRecordGoal($goal: PublicGoal!, $subject: ID!) {\n    recordGoal(goal: $goal, subject: $subject)\n  }\n': typeof types.TestRecordGoalDocument;
  '\n  mutation TestGoalGuideView($id: ID!) {\n    recordView(contentType: GUIDE, id: $id)\n  }\n': typeof types.TestGoalGuideViewDocument;
  '\n  mutation TestGoalCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n    }\n  }\n': typeof types.TestGoalCheckoutDocument;
  '\n  query TestGoalVerify($guideId: ID!, $paymentId: String, $orderId: ID) {\n    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {\n      downloadUrl\n    }\n  }\n': typeof types.TestGoalVerifyDocument;
  '\n  mutation TestGoalSubscribe($email: String!) {\n    subscribeToNewsletter(email: $email)\n  }\n': typeof types.TestGoalSubscribeDocument;
  '\n  mutation TestGoalConfirm($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      alreadyConfirmed\n    }\n  }\n': typeof types.TestGoalConfirmDocument;
  '\n  mutation TestGoalUnsubscribe($token: String!) {\n    unsubscribeFromNewsletter(token: $token)\n  }\n': typeof types.TestGoalUnsubscribeDocument;
  '\n  mutation TestGoalSend($articleId: ID!) {\n    sendNewsletter(articleId: $articleId) {\n      id\n    }\n  }\n': typeof types.TestGoalSendDocument;
  '\n  query TestGoalReport($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      games {\n        game\n        started\n        finished\n      }\n      paidGuides {\n        id\n        title\n        views\n        buyClicks\n        purchases\n      }\n      freeGuides {\n        id\n        title\n        downloads\n      }\n      newsletter {\n        weeks {\n          weekStart\n          confirmed\n          unsubscribed\n        }\n        confirmed\n        unsubscribed\n        campaigns {\n          title\n          recipients\n          sent\n        }\n      }\n    }\n  }\n': typeof types.TestGoalReportDocument;
  '\n  mutation TestRecordSearch($contentType: ContentType!, $term: String!) {\n    recordSearch(contentType: $contentType, term: $term)\n  }\n': typeof types.TestRecordSearchDocument;
  '\n  query TestSearchReport($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      searchesWithoutResults {\n        term\n        searches\n      }\n    }\n  }\n': typeof types.TestSearchReportDocument;
  'mutation SignIn { login(email: "", password: "") { id } }': typeof types.SignInDocument;
  'mutation Forgot { requestPasswordReset(email: "") }': typeof types.ForgotDocument;
  '\n  query TestBackupStatus {\n    backupStatus {\n      intervalHours\n      keep\n      folder\n      offsiteTarget\n      health\n      lastSuccess {\n        startedAt\n        fileName\n        sizeBytes\n        offsiteCopy\n      }\n      lastRun {\n        status\n        error\n        fileName\n      }\n    }\n  }\n': typeof types.TestBackupStatusDocument;
  'mutation Change { changePassword(currentPassword: "", newPassword: "") }': typeof types.ChangeDocument;
  '\n  mutation TestSendContact($name: String!, $email: String!, $message: String!, $website: String) {\n    sendContactMessage(name: $name, email: $email, message: $message, website: $website)\n  }\n': typeof types.TestSendContactDocument;
  '\n  query ScheduleTestPublicArticles {\n    articles(input: { pageSize: 50 }) {\n      items {\n        id\n      }\n    }\n  }\n': typeof types.ScheduleTestPublicArticlesDocument;
  '\n  query ScheduleTestAdminArticle($id: ID!) {\n    adminArticle(id: $id) {\n      status\n      scheduledFor\n    }\n  }\n': typeof types.ScheduleTestAdminArticleDocument;
  '\n  query TestContentRevisions($contentType: ContentType!, $id: ID!, $input: AdminListInput) {\n    contentRevisions(contentType: $contentType, id: $id, input: $input) {\n      items {\n        id\n        title\n        status\n        createdAt\n        authorEmail\n      }\n      totalCount\n      pageCount\n      page\n    }\n  }\n': typeof types.TestContentRevisionsDocument;
  '\n  query TestRevisionComparison($contentType: ContentType!, $revisionId: ID!) {\n    contentRevisionComparison(contentType: $contentType, revisionId: $revisionId) {\n      revision {\n        id\n        title\n        authorEmail\n      }\n      fields {\n        label\n        changed\n        parts {\n          value\n          added\n          removed\n        }\n      }\n      imageChanged\n    }\n  }\n': typeof types.TestRevisionComparisonDocument;
  '\n  mutation TestRestoreRevision($contentType: ContentType!, $revisionId: ID!) {\n    restoreContentRevision(contentType: $contentType, revisionId: $revisionId) {\n      itemId\n      notes\n    }\n  }\n': typeof types.TestRestoreRevisionDocument;
  '\n  mutation TestDeleteRevisedArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n': typeof types.TestDeleteRevisedArticleDocument;
  '\n  mutation TestSendNewsletter($articleId: ID!) {\n    sendNewsletter(articleId: $articleId) {\n      id\n      state\n      startedAt\n      total\n      sent\n      failed\n      finished\n    }\n  }\n': typeof types.TestSendNewsletterDocument;
  '\n  query TestNewsletterPreview($articleId: ID!) {\n    newsletterPreview(articleId: $articleId) {\n      subject\n      html\n      text\n      recipients\n      campaign {\n        id\n        total\n        sent\n        finished\n      }\n    }\n  }\n': typeof types.TestNewsletterPreviewDocument;
  '\n  mutation TestSendNewsletterTest($articleId: ID!) {\n    sendNewsletterTest(articleId: $articleId)\n  }\n': typeof types.TestSendNewsletterTestDocument;
  '\n  mutation ImportSubscribersTest($file: Upload!, $consented: Boolean!) {\n    importSubscribers(file: $file, consented: $consented) {\n      added\n      confirmationsLater\n      skipped\n      skippedByReason {\n        reason\n        count\n      }\n      skippedLines {\n        line\n        value\n        reason\n      }\n    }\n  }\n': typeof types.ImportSubscribersTestDocument;
  '\n        mutation SubscribeAfterImport($email: String!) {\n          subscribeToNewsletter(email: $email)\n        }\n      ': typeof types.SubscribeAfterImportDocument;
  '\n  mutation TestSubscribe($email: String!, $website: String) {\n    subscribeToNewsletter(email: $email, website: $website)\n  }\n': typeof types.TestSubscribeDocument;
  '\n  mutation TestConfirmSubscription($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      alreadyConfirmed\n    }\n  }\n': typeof types.TestConfirmSubscriptionDocument;
  '\n  mutation TestUnsubscribe($token: String!) {\n    unsubscribeFromNewsletter(token: $token)\n  }\n': typeof types.TestUnsubscribeDocument;
  '\n  query TestSubscribers($input: AdminListInput) {\n    subscribers(input: $input) {\n      items {\n        id\n        email\n        status\n        createdAt\n        confirmedAt\n      }\n      totalCount\n      pageCount\n      confirmedCount\n      subscriberCount\n    }\n  }\n': typeof types.TestSubscribersDocument;
  '\n  mutation TestDeleteSubscriber($id: ID!) {\n    deleteSubscriber(id: $id)\n  }\n': typeof types.TestDeleteSubscriberDocument;
  '\n  query TestNewsletterEnabled {\n    newsletterEnabled\n  }\n': typeof types.TestNewsletterEnabledDocument;
  '\n  mutation WelcomeSubscribe($email: String!) {\n    subscribeToNewsletter(email: $email)\n  }\n': typeof types.WelcomeSubscribeDocument;
  '\n  mutation WelcomeConfirm($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      alreadyConfirmed\n    }\n  }\n': typeof types.WelcomeConfirmDocument;
  '\n  mutation WelcomeImport($file: Upload!) {\n    importSubscribers(file: $file, consented: true) {\n      added\n    }\n  }\n': typeof types.WelcomeImportDocument;
  '\n      query WelcomePublicConfig($keys: [String!]) {\n        siteConfiguration(keys: $keys) {\n          key\n        }\n      }\n    ': typeof types.WelcomePublicConfigDocument;
  '\n  mutation TestStartCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n      checkoutUrl\n    }\n  }\n': typeof types.TestStartCheckoutDocument;
  '\n  query TestPaymentsEnabled {\n    paymentsEnabled\n  }\n': typeof types.TestPaymentsEnabledDocument;
  '\n  query TestOrders {\n    orders {\n      id\n      guideId\n      guideTitle\n      amount\n      currency\n      status\n      paymentId\n    }\n  }\n': typeof types.TestOrdersDocument;
  '\n  query TestPaymentSetup {\n    paymentSetup {\n      mercadoPagoConnected\n      paidGuidesWithPdf\n      successPageOpen\n    }\n  }\n': typeof types.TestPaymentSetupDocument;
  '\n  query TestOpenPurchaseDownload($guideId: ID!) {\n    purchaseDownload(guideId: $guideId) {\n      downloadUrl\n    }\n  }\n': typeof types.TestOpenPurchaseDownloadDocument;
  '\n  query TestPurchaseDownload($guideId: ID!) {\n    purchaseDownload(guideId: $guideId) {\n      guideId\n      guideTitle\n      fileName\n      downloadUrl\n    }\n  }\n': typeof types.TestPurchaseDownloadDocument;
  '\n  mutation TestVerifyStartCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n    }\n  }\n': typeof types.TestVerifyStartCheckoutDocument;
  '\n  query TestVerifiedPurchase($guideId: ID!, $paymentId: String, $orderId: ID) {\n    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {\n      guideTitle\n      downloadUrl\n      fileName\n    }\n  }\n': typeof types.TestVerifiedPurchaseDocument;
  '\n  mutation TestRateContent($contentType: ContentType!, $id: ID!, $rating: Int!) {\n    rateContent(contentType: $contentType, id: $id, rating: $rating) {\n      average\n      count\n    }\n  }\n': typeof types.TestRateContentDocument;
  '\n  query TestMyRating($contentType: ContentType!, $id: ID!) {\n    myRating(contentType: $contentType, id: $id)\n  }\n': typeof types.TestMyRatingDocument;
  '\n  mutation TestRateForMyRating($contentType: ContentType!, $id: ID!, $rating: Int!) {\n    rateContent(contentType: $contentType, id: $id, rating: $rating) {\n      count\n    }\n  }\n': typeof types.TestRateForMyRatingDocument;
  '\n  query TestDemoContent {\n    demoContent {\n      articles\n      guides\n      categories\n      siteImages\n      kept {\n        contentType\n        title\n        hasExamplePaymentLink\n      }\n    }\n  }\n': typeof types.TestDemoContentDocument;
  '\n  mutation TestRemoveDemoContent {\n    removeDemoContent {\n      articles\n      guides\n      categories\n      siteImages\n      kept {\n        contentType\n        title\n        hasExamplePaymentLink\n      }\n    }\n  }\n': typeof types.TestRemoveDemoContentDocument;
  '\n  mutation TestRecordView($contentType: ContentType!, $id: ID!) {\n    recordView(contentType: $contentType, id: $id)\n  }\n': typeof types.TestRecordViewDocument;
};
const documents: Documents = {
  '\n  mutation TestCreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      description\n    }\n  }\n':
    types.TestCreateCategoryDocument,
  '\n  mutation TestUpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n':
    types.TestUpdateCategoryDocument,
  '\n  mutation TestDeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n': types.TestDeleteCategoryDocument,
  '\n  mutation TestCreateQuestion($input: GameQuestionInput!) {\n    createGameQuestion(input: $input) {\n      id\n      gameType\n      isTrue\n    }\n  }\n':
    types.TestCreateQuestionDocument,
  '\n  mutation TestUpdateQuestion($id: ID!, $input: GameQuestionInput!) {\n    updateGameQuestion(id: $id, input: $input) {\n      id\n      gameType\n      isTrue\n    }\n  }\n':
    types.TestUpdateQuestionDocument,
  '\n  mutation TestCreateWord($input: PuzzleWordInput!) {\n    createPuzzleWord(input: $input) {\n      id\n      word\n    }\n  }\n':
    types.TestCreateWordDocument,
  '\n  query TestDashboard {\n    dashboardCounts {\n      publishedArticles\n      availableGuides\n      gameQuestions\n      puzzleWords\n      categories\n    }\n  }\n':
    types.TestDashboardDocument,
  '\n  query TestStats(\n    $contentType: ContentType!\n    $search: String\n    $sortBy: StatsSortKey\n    $direction: SortDirection\n    $page: Int\n    $pageSize: Int\n  ) {\n    contentStats(\n      contentType: $contentType\n      search: $search\n      sortBy: $sortBy\n      direction: $direction\n      page: $page\n      pageSize: $pageSize\n    ) {\n      items {\n        id\n        title\n        views\n        averageRating\n        ratingCount\n        isFeatured\n        showViews\n      }\n      totalCount\n      pageCount\n    }\n  }\n':
    types.TestStatsDocument,
  '\n  mutation TestSetFlag($contentType: ContentType!, $id: ID!, $flag: ContentFlag!, $value: Boolean!) {\n    setContentFlag(contentType: $contentType, id: $id, flag: $flag, value: $value) {\n      id\n      showViews\n      isFeatured\n    }\n  }\n':
    types.TestSetFlagDocument,
  '\n  query TestAdminConfig($keys: [String!]) {\n    adminSiteConfiguration(keys: $keys) {\n      key\n      storedValue\n      defaultValue\n      effectiveValue\n      description\n    }\n  }\n':
    types.TestAdminConfigDocument,
  '\n  mutation TestSaveConfig($changes: [SiteConfigChange!]!) {\n    saveSiteConfiguration(changes: $changes) {\n      key\n      storedValue\n      effectiveValue\n    }\n  }\n':
    types.TestSaveConfigDocument,
  '\n  query TestInbox {\n    contactMessages {\n      id\n      name\n      read\n    }\n  }\n':
    types.TestInboxDocument,
  '\n  mutation TestMarkRead($id: ID!) {\n    markContactMessageRead(id: $id) {\n      id\n      read\n    }\n  }\n':
    types.TestMarkReadDocument,
  '\n  mutation TestDeleteMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n':
    types.TestDeleteMessageDocument,
  '\n  mutation TestCreateArticle($input: ArticleInput!) {\n    createArticle(input: $input) {\n      id\n      title\n      content\n      status\n      imageUrl\n      categoryPosition\n      category {\n        name\n      }\n    }\n  }\n':
    types.TestCreateArticleDocument,
  '\n  mutation TestUpdateArticle($id: ID!, $input: ArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      imageUrl\n      updatedAt\n    }\n  }\n':
    types.TestUpdateArticleDocument,
  '\n  mutation TestDeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n': types.TestDeleteArticleDocument,
  '\n  query TestAdminArticles($input: AdminListInput) {\n    adminArticles(input: $input) {\n      items {\n        id\n        title\n        status\n        category {\n          name\n        }\n      }\n      totalCount\n      pageCount\n    }\n  }\n':
    types.TestAdminArticlesDocument,
  '\n  mutation TestCreateGuide($input: GuideInput!) {\n    createGuide(input: $input) {\n      id\n      price\n      isFree\n      paymentLink\n      hasPdf\n      status\n    }\n  }\n':
    types.TestCreateGuideDocument,
  '\n  mutation TestUpdateGuide($id: ID!, $input: GuideInput!) {\n    updateGuide(id: $id, input: $input) {\n      id\n      price\n      isFree\n      paymentLink\n    }\n  }\n':
    types.TestUpdateGuideDocument,
  '\n  query TestAdminGuide($id: ID!) {\n    adminGuide(id: $id) {\n      id\n      title\n      pdfUrl\n      hasPdf\n    }\n  }\n':
    types.TestAdminGuideDocument,
  '\n  query TestAdminArticlesPage($input: AdminListInput) {\n    adminArticles(input: $input) {\n      items {\n        id\n        title\n        category {\n          name\n        }\n      }\n      totalCount\n      pageCount\n      page\n      pageSize\n    }\n  }\n':
    types.TestAdminArticlesPageDocument,
  '\n  query TestAdminGuidesPage($input: AdminListInput) {\n    adminGuides(input: $input) {\n      items {\n        id\n      }\n      totalCount\n    }\n  }\n':
    types.TestAdminGuidesPageDocument,
  '\n  query TestStatsPage($contentType: ContentType!, $sortBy: StatsSortKey, $direction: SortDirection, $page: Int) {\n    contentStats(contentType: $contentType, sortBy: $sortBy, direction: $direction, page: $page, pageSize: 7) {\n      items {\n        id\n        views\n        averageRating\n        ratingCount\n        isFeatured\n      }\n      totalCount\n      pageCount\n    }\n  }\n':
    types.TestStatsPageDocument,
  '\n  query TestArticlesList($input: ContentListInput) {\n    articles(input: $input) {\n      totalCount\n      pageCount\n      page\n      pageSize\n      items {\n        id\n        title\n        status\n        averageRating\n        ratingCount\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.TestArticlesListDocument,
  '\n  query TestArticleBodies($input: ContentListInput) {\n    articles(input: $input) {\n      items {\n        id\n        content\n      }\n    }\n  }\n':
    types.TestArticleBodiesDocument,
  '\n  query TestArticle($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      status\n    }\n  }\n':
    types.TestArticleDocument,
  '\n  query TestGuidesList($input: ContentListInput) {\n    guides(input: $input) {\n      totalCount\n      items {\n        id\n        title\n        price\n        isFree\n        hasPdf\n        downloadUrl\n        paymentLink\n      }\n    }\n  }\n':
    types.TestGuidesListDocument,
  '\n  query TestGuidePdfUrl($id: ID!) {\n    guide(id: $id) {\n      id\n      pdfUrl\n    }\n  }\n':
    types.TestGuidePdfUrlDocument,
  '\n  query TestCategories {\n    categories {\n      id\n      name\n    }\n  }\n': types.TestCategoriesDocument,
  '\n  query TestFeatured {\n    featuredContent {\n      __typename\n      ... on Article {\n        id\n        title\n        updatedAt\n        status\n      }\n      ... on Guide {\n        id\n        title\n        updatedAt\n        status\n      }\n    }\n  }\n':
    types.TestFeaturedDocument,
  '\n  query TestGames($gameType: GameType!) {\n    gameQuestions(gameType: $gameType) {\n      id\n      text\n      isTrue\n    }\n    puzzleWords {\n      word\n      activityDescription\n    }\n  }\n':
    types.TestGamesDocument,
  '\n  query TestSiteConfig($keys: [String!]) {\n    siteConfiguration(keys: $keys) {\n      key\n      value\n    }\n  }\n':
    types.TestSiteConfigDocument,
  '\n  mutation TestWebhookStartCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n    }\n  }\n':
    types.TestWebhookStartCheckoutDocument,
  '\n  query TestWebhookPurchase($guideId: ID!, $paymentId: String, $orderId: ID) {\n    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {\n      downloadUrl\n    }\n  }\n':
    types.TestWebhookPurchaseDocument,
  '\n  query TestScheduledJobs {\n    scheduledJobs {\n      name\n      label\n      lastStatus\n      lastError\n      lastSummary\n      failuresInRow\n      nextRunAt\n    }\n  }\n':
    types.TestScheduledJobsDocument,
  '\n  mutation TestAnalyticsView($contentType: ContentType!, $id: ID!, $source: VisitSourceInput) {\n    recordView(contentType: $contentType, id: $id, source: $source)\n  }\n':
    types.TestAnalyticsViewDocument,
  '\n  mutation TestAnalyticsVisit($path: String!, $source: VisitSourceInput) {\n    recordVisit(path: $path, source: $source)\n  }\n':
    types.TestAnalyticsVisitDocument,
  '\n  query TestAnalyticsReport($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      from\n      to\n      previousFrom\n      previousTo\n      days {\n        day\n        visitors\n        views\n      }\n      visitors {\n        current\n        previous\n        changePercent\n      }\n      views {\n        current\n        previous\n        changePercent\n      }\n      topContent {\n        contentType\n        id\n        title\n        views\n        visitors\n      }\n      sources {\n        name\n        visits\n      }\n      campaigns {\n        utmSource\n        utmCampaign\n        visits\n      }\n    }\n  }\n':
    types.TestAnalyticsReportDocument,
  '\n  query TestDayTopsReport($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      days {\n        day\n        visitors\n        views\n      }\n      topContent {\n        contentType\n        id\n        title\n        views\n        visitors\n      }\n      sources {\n        name\n        visits\n      }\n      campaigns {\n        utmSource\n        utmCampaign\n        visits\n      }\n      searchesWithoutResults {\n        term\n        searches\n      }\n      paidGuides {\n        id\n        views\n        buyClicks\n        purchases\n      }\n      freeGuides {\n        id\n        downloads\n      }\n    }\n  }\n':
    types.TestDayTopsReportDocument,
  '\n  mutation TestRecordGoal($goal: PublicGoal!, $subject: ID!) {\n    recordGoal(goal: $goal, subject: $subject)\n  }\n':
    types.TestRecordGoalDocument,
  '\n  mutation TestGoalGuideView($id: ID!) {\n    recordView(contentType: GUIDE, id: $id)\n  }\n':
    types.TestGoalGuideViewDocument,
  '\n  mutation TestGoalCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n    }\n  }\n':
    types.TestGoalCheckoutDocument,
  '\n  query TestGoalVerify($guideId: ID!, $paymentId: String, $orderId: ID) {\n    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {\n      downloadUrl\n    }\n  }\n':
    types.TestGoalVerifyDocument,
  '\n  mutation TestGoalSubscribe($email: String!) {\n    subscribeToNewsletter(email: $email)\n  }\n':
    types.TestGoalSubscribeDocument,
  '\n  mutation TestGoalConfirm($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      alreadyConfirmed\n    }\n  }\n':
    types.TestGoalConfirmDocument,
  '\n  mutation TestGoalUnsubscribe($token: String!) {\n    unsubscribeFromNewsletter(token: $token)\n  }\n':
    types.TestGoalUnsubscribeDocument,
  '\n  mutation TestGoalSend($articleId: ID!) {\n    sendNewsletter(articleId: $articleId) {\n      id\n    }\n  }\n':
    types.TestGoalSendDocument,
  '\n  query TestGoalReport($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      games {\n        game\n        started\n        finished\n      }\n      paidGuides {\n        id\n        title\n        views\n        buyClicks\n        purchases\n      }\n      freeGuides {\n        id\n        title\n        downloads\n      }\n      newsletter {\n        weeks {\n          weekStart\n          confirmed\n          unsubscribed\n        }\n        confirmed\n        unsubscribed\n        campaigns {\n          title\n          recipients\n          sent\n        }\n      }\n    }\n  }\n':
    types.TestGoalReportDocument,
  '\n  mutation TestRecordSearch($contentType: ContentType!, $term: String!) {\n    recordSearch(contentType: $contentType, term: $term)\n  }\n':
    types.TestRecordSearchDocument,
  '\n  query TestSearchReport($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      searchesWithoutResults {\n        term\n        searches\n      }\n    }\n  }\n':
    types.TestSearchReportDocument,
  'mutation SignIn { login(email: "", password: "") { id } }': types.SignInDocument,
  'mutation Forgot { requestPasswordReset(email: "") }': types.ForgotDocument,
  '\n  query TestBackupStatus {\n    backupStatus {\n      intervalHours\n      keep\n      folder\n      offsiteTarget\n      health\n      lastSuccess {\n        startedAt\n        fileName\n        sizeBytes\n        offsiteCopy\n      }\n      lastRun {\n        status\n        error\n        fileName\n      }\n    }\n  }\n':
    types.TestBackupStatusDocument,
  'mutation Change { changePassword(currentPassword: "", newPassword: "") }': types.ChangeDocument,
  '\n  mutation TestSendContact($name: String!, $email: String!, $message: String!, $website: String) {\n    sendContactMessage(name: $name, email: $email, message: $message, website: $website)\n  }\n':
    types.TestSendContactDocument,
  '\n  query ScheduleTestPublicArticles {\n    articles(input: { pageSize: 50 }) {\n      items {\n        id\n      }\n    }\n  }\n':
    types.ScheduleTestPublicArticlesDocument,
  '\n  query ScheduleTestAdminArticle($id: ID!) {\n    adminArticle(id: $id) {\n      status\n      scheduledFor\n    }\n  }\n':
    types.ScheduleTestAdminArticleDocument,
  '\n  query TestContentRevisions($contentType: ContentType!, $id: ID!, $input: AdminListInput) {\n    contentRevisions(contentType: $contentType, id: $id, input: $input) {\n      items {\n        id\n        title\n        status\n        createdAt\n        authorEmail\n      }\n      totalCount\n      pageCount\n      page\n    }\n  }\n':
    types.TestContentRevisionsDocument,
  '\n  query TestRevisionComparison($contentType: ContentType!, $revisionId: ID!) {\n    contentRevisionComparison(contentType: $contentType, revisionId: $revisionId) {\n      revision {\n        id\n        title\n        authorEmail\n      }\n      fields {\n        label\n        changed\n        parts {\n          value\n          added\n          removed\n        }\n      }\n      imageChanged\n    }\n  }\n':
    types.TestRevisionComparisonDocument,
  '\n  mutation TestRestoreRevision($contentType: ContentType!, $revisionId: ID!) {\n    restoreContentRevision(contentType: $contentType, revisionId: $revisionId) {\n      itemId\n      notes\n    }\n  }\n':
    types.TestRestoreRevisionDocument,
  '\n  mutation TestDeleteRevisedArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n':
    types.TestDeleteRevisedArticleDocument,
  '\n  mutation TestSendNewsletter($articleId: ID!) {\n    sendNewsletter(articleId: $articleId) {\n      id\n      state\n      startedAt\n      total\n      sent\n      failed\n      finished\n    }\n  }\n':
    types.TestSendNewsletterDocument,
  '\n  query TestNewsletterPreview($articleId: ID!) {\n    newsletterPreview(articleId: $articleId) {\n      subject\n      html\n      text\n      recipients\n      campaign {\n        id\n        total\n        sent\n        finished\n      }\n    }\n  }\n':
    types.TestNewsletterPreviewDocument,
  '\n  mutation TestSendNewsletterTest($articleId: ID!) {\n    sendNewsletterTest(articleId: $articleId)\n  }\n':
    types.TestSendNewsletterTestDocument,
  '\n  mutation ImportSubscribersTest($file: Upload!, $consented: Boolean!) {\n    importSubscribers(file: $file, consented: $consented) {\n      added\n      confirmationsLater\n      skipped\n      skippedByReason {\n        reason\n        count\n      }\n      skippedLines {\n        line\n        value\n        reason\n      }\n    }\n  }\n':
    types.ImportSubscribersTestDocument,
  '\n        mutation SubscribeAfterImport($email: String!) {\n          subscribeToNewsletter(email: $email)\n        }\n      ':
    types.SubscribeAfterImportDocument,
  '\n  mutation TestSubscribe($email: String!, $website: String) {\n    subscribeToNewsletter(email: $email, website: $website)\n  }\n':
    types.TestSubscribeDocument,
  '\n  mutation TestConfirmSubscription($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      alreadyConfirmed\n    }\n  }\n':
    types.TestConfirmSubscriptionDocument,
  '\n  mutation TestUnsubscribe($token: String!) {\n    unsubscribeFromNewsletter(token: $token)\n  }\n':
    types.TestUnsubscribeDocument,
  '\n  query TestSubscribers($input: AdminListInput) {\n    subscribers(input: $input) {\n      items {\n        id\n        email\n        status\n        createdAt\n        confirmedAt\n      }\n      totalCount\n      pageCount\n      confirmedCount\n      subscriberCount\n    }\n  }\n':
    types.TestSubscribersDocument,
  '\n  mutation TestDeleteSubscriber($id: ID!) {\n    deleteSubscriber(id: $id)\n  }\n':
    types.TestDeleteSubscriberDocument,
  '\n  query TestNewsletterEnabled {\n    newsletterEnabled\n  }\n': types.TestNewsletterEnabledDocument,
  '\n  mutation WelcomeSubscribe($email: String!) {\n    subscribeToNewsletter(email: $email)\n  }\n':
    types.WelcomeSubscribeDocument,
  '\n  mutation WelcomeConfirm($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      alreadyConfirmed\n    }\n  }\n':
    types.WelcomeConfirmDocument,
  '\n  mutation WelcomeImport($file: Upload!) {\n    importSubscribers(file: $file, consented: true) {\n      added\n    }\n  }\n':
    types.WelcomeImportDocument,
  '\n      query WelcomePublicConfig($keys: [String!]) {\n        siteConfiguration(keys: $keys) {\n          key\n        }\n      }\n    ':
    types.WelcomePublicConfigDocument,
  '\n  mutation TestStartCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n      checkoutUrl\n    }\n  }\n':
    types.TestStartCheckoutDocument,
  '\n  query TestPaymentsEnabled {\n    paymentsEnabled\n  }\n': types.TestPaymentsEnabledDocument,
  '\n  query TestOrders {\n    orders {\n      id\n      guideId\n      guideTitle\n      amount\n      currency\n      status\n      paymentId\n    }\n  }\n':
    types.TestOrdersDocument,
  '\n  query TestPaymentSetup {\n    paymentSetup {\n      mercadoPagoConnected\n      paidGuidesWithPdf\n      successPageOpen\n    }\n  }\n':
    types.TestPaymentSetupDocument,
  '\n  query TestOpenPurchaseDownload($guideId: ID!) {\n    purchaseDownload(guideId: $guideId) {\n      downloadUrl\n    }\n  }\n':
    types.TestOpenPurchaseDownloadDocument,
  '\n  query TestPurchaseDownload($guideId: ID!) {\n    purchaseDownload(guideId: $guideId) {\n      guideId\n      guideTitle\n      fileName\n      downloadUrl\n    }\n  }\n':
    types.TestPurchaseDownloadDocument,
  '\n  mutation TestVerifyStartCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n    }\n  }\n':
    types.TestVerifyStartCheckoutDocument,
  '\n  query TestVerifiedPurchase($guideId: ID!, $paymentId: String, $orderId: ID) {\n    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {\n      guideTitle\n      downloadUrl\n      fileName\n    }\n  }\n':
    types.TestVerifiedPurchaseDocument,
  '\n  mutation TestRateContent($contentType: ContentType!, $id: ID!, $rating: Int!) {\n    rateContent(contentType: $contentType, id: $id, rating: $rating) {\n      average\n      count\n    }\n  }\n':
    types.TestRateContentDocument,
  '\n  query TestMyRating($contentType: ContentType!, $id: ID!) {\n    myRating(contentType: $contentType, id: $id)\n  }\n':
    types.TestMyRatingDocument,
  '\n  mutation TestRateForMyRating($contentType: ContentType!, $id: ID!, $rating: Int!) {\n    rateContent(contentType: $contentType, id: $id, rating: $rating) {\n      count\n    }\n  }\n':
    types.TestRateForMyRatingDocument,
  '\n  query TestDemoContent {\n    demoContent {\n      articles\n      guides\n      categories\n      siteImages\n      kept {\n        contentType\n        title\n        hasExamplePaymentLink\n      }\n    }\n  }\n':
    types.TestDemoContentDocument,
  '\n  mutation TestRemoveDemoContent {\n    removeDemoContent {\n      articles\n      guides\n      categories\n      siteImages\n      kept {\n        contentType\n        title\n        hasExamplePaymentLink\n      }\n    }\n  }\n':
    types.TestRemoveDemoContentDocument,
  '\n  mutation TestRecordView($contentType: ContentType!, $id: ID!) {\n    recordView(contentType: $contentType, id: $id)\n  }\n':
    types.TestRecordViewDocument,
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
  source: '\n  mutation TestCreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      description\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      description\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestDeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n',
): (typeof documents)['\n  mutation TestDeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestCreateQuestion($input: GameQuestionInput!) {\n    createGameQuestion(input: $input) {\n      id\n      gameType\n      isTrue\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCreateQuestion($input: GameQuestionInput!) {\n    createGameQuestion(input: $input) {\n      id\n      gameType\n      isTrue\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUpdateQuestion($id: ID!, $input: GameQuestionInput!) {\n    updateGameQuestion(id: $id, input: $input) {\n      id\n      gameType\n      isTrue\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUpdateQuestion($id: ID!, $input: GameQuestionInput!) {\n    updateGameQuestion(id: $id, input: $input) {\n      id\n      gameType\n      isTrue\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestCreateWord($input: PuzzleWordInput!) {\n    createPuzzleWord(input: $input) {\n      id\n      word\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCreateWord($input: PuzzleWordInput!) {\n    createPuzzleWord(input: $input) {\n      id\n      word\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestDashboard {\n    dashboardCounts {\n      publishedArticles\n      availableGuides\n      gameQuestions\n      puzzleWords\n      categories\n    }\n  }\n',
): (typeof documents)['\n  query TestDashboard {\n    dashboardCounts {\n      publishedArticles\n      availableGuides\n      gameQuestions\n      puzzleWords\n      categories\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestStats(\n    $contentType: ContentType!\n    $search: String\n    $sortBy: StatsSortKey\n    $direction: SortDirection\n    $page: Int\n    $pageSize: Int\n  ) {\n    contentStats(\n      contentType: $contentType\n      search: $search\n      sortBy: $sortBy\n      direction: $direction\n      page: $page\n      pageSize: $pageSize\n    ) {\n      items {\n        id\n        title\n        views\n        averageRating\n        ratingCount\n        isFeatured\n        showViews\n      }\n      totalCount\n      pageCount\n    }\n  }\n',
): (typeof documents)['\n  query TestStats(\n    $contentType: ContentType!\n    $search: String\n    $sortBy: StatsSortKey\n    $direction: SortDirection\n    $page: Int\n    $pageSize: Int\n  ) {\n    contentStats(\n      contentType: $contentType\n      search: $search\n      sortBy: $sortBy\n      direction: $direction\n      page: $page\n      pageSize: $pageSize\n    ) {\n      items {\n        id\n        title\n        views\n        averageRating\n        ratingCount\n        isFeatured\n        showViews\n      }\n      totalCount\n      pageCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestSetFlag($contentType: ContentType!, $id: ID!, $flag: ContentFlag!, $value: Boolean!) {\n    setContentFlag(contentType: $contentType, id: $id, flag: $flag, value: $value) {\n      id\n      showViews\n      isFeatured\n    }\n  }\n',
): (typeof documents)['\n  mutation TestSetFlag($contentType: ContentType!, $id: ID!, $flag: ContentFlag!, $value: Boolean!) {\n    setContentFlag(contentType: $contentType, id: $id, flag: $flag, value: $value) {\n      id\n      showViews\n      isFeatured\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestAdminConfig($keys: [String!]) {\n    adminSiteConfiguration(keys: $keys) {\n      key\n      storedValue\n      defaultValue\n      effectiveValue\n      description\n    }\n  }\n',
): (typeof documents)['\n  query TestAdminConfig($keys: [String!]) {\n    adminSiteConfiguration(keys: $keys) {\n      key\n      storedValue\n      defaultValue\n      effectiveValue\n      description\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestSaveConfig($changes: [SiteConfigChange!]!) {\n    saveSiteConfiguration(changes: $changes) {\n      key\n      storedValue\n      effectiveValue\n    }\n  }\n',
): (typeof documents)['\n  mutation TestSaveConfig($changes: [SiteConfigChange!]!) {\n    saveSiteConfiguration(changes: $changes) {\n      key\n      storedValue\n      effectiveValue\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestInbox {\n    contactMessages {\n      id\n      name\n      read\n    }\n  }\n',
): (typeof documents)['\n  query TestInbox {\n    contactMessages {\n      id\n      name\n      read\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestMarkRead($id: ID!) {\n    markContactMessageRead(id: $id) {\n      id\n      read\n    }\n  }\n',
): (typeof documents)['\n  mutation TestMarkRead($id: ID!) {\n    markContactMessageRead(id: $id) {\n      id\n      read\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestDeleteMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n',
): (typeof documents)['\n  mutation TestDeleteMessage($id: ID!) {\n    deleteContactMessage(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestCreateArticle($input: ArticleInput!) {\n    createArticle(input: $input) {\n      id\n      title\n      content\n      status\n      imageUrl\n      categoryPosition\n      category {\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCreateArticle($input: ArticleInput!) {\n    createArticle(input: $input) {\n      id\n      title\n      content\n      status\n      imageUrl\n      categoryPosition\n      category {\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUpdateArticle($id: ID!, $input: ArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      imageUrl\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUpdateArticle($id: ID!, $input: ArticleInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      title\n      imageUrl\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestDeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n',
): (typeof documents)['\n  mutation TestDeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestAdminArticles($input: AdminListInput) {\n    adminArticles(input: $input) {\n      items {\n        id\n        title\n        status\n        category {\n          name\n        }\n      }\n      totalCount\n      pageCount\n    }\n  }\n',
): (typeof documents)['\n  query TestAdminArticles($input: AdminListInput) {\n    adminArticles(input: $input) {\n      items {\n        id\n        title\n        status\n        category {\n          name\n        }\n      }\n      totalCount\n      pageCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestCreateGuide($input: GuideInput!) {\n    createGuide(input: $input) {\n      id\n      price\n      isFree\n      paymentLink\n      hasPdf\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCreateGuide($input: GuideInput!) {\n    createGuide(input: $input) {\n      id\n      price\n      isFree\n      paymentLink\n      hasPdf\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUpdateGuide($id: ID!, $input: GuideInput!) {\n    updateGuide(id: $id, input: $input) {\n      id\n      price\n      isFree\n      paymentLink\n    }\n  }\n',
): (typeof documents)['\n  mutation TestUpdateGuide($id: ID!, $input: GuideInput!) {\n    updateGuide(id: $id, input: $input) {\n      id\n      price\n      isFree\n      paymentLink\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestAdminGuide($id: ID!) {\n    adminGuide(id: $id) {\n      id\n      title\n      pdfUrl\n      hasPdf\n    }\n  }\n',
): (typeof documents)['\n  query TestAdminGuide($id: ID!) {\n    adminGuide(id: $id) {\n      id\n      title\n      pdfUrl\n      hasPdf\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestAdminArticlesPage($input: AdminListInput) {\n    adminArticles(input: $input) {\n      items {\n        id\n        title\n        category {\n          name\n        }\n      }\n      totalCount\n      pageCount\n      page\n      pageSize\n    }\n  }\n',
): (typeof documents)['\n  query TestAdminArticlesPage($input: AdminListInput) {\n    adminArticles(input: $input) {\n      items {\n        id\n        title\n        category {\n          name\n        }\n      }\n      totalCount\n      pageCount\n      page\n      pageSize\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestAdminGuidesPage($input: AdminListInput) {\n    adminGuides(input: $input) {\n      items {\n        id\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query TestAdminGuidesPage($input: AdminListInput) {\n    adminGuides(input: $input) {\n      items {\n        id\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestStatsPage($contentType: ContentType!, $sortBy: StatsSortKey, $direction: SortDirection, $page: Int) {\n    contentStats(contentType: $contentType, sortBy: $sortBy, direction: $direction, page: $page, pageSize: 7) {\n      items {\n        id\n        views\n        averageRating\n        ratingCount\n        isFeatured\n      }\n      totalCount\n      pageCount\n    }\n  }\n',
): (typeof documents)['\n  query TestStatsPage($contentType: ContentType!, $sortBy: StatsSortKey, $direction: SortDirection, $page: Int) {\n    contentStats(contentType: $contentType, sortBy: $sortBy, direction: $direction, page: $page, pageSize: 7) {\n      items {\n        id\n        views\n        averageRating\n        ratingCount\n        isFeatured\n      }\n      totalCount\n      pageCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestArticlesList($input: ContentListInput) {\n    articles(input: $input) {\n      totalCount\n      pageCount\n      page\n      pageSize\n      items {\n        id\n        title\n        status\n        averageRating\n        ratingCount\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestArticlesList($input: ContentListInput) {\n    articles(input: $input) {\n      totalCount\n      pageCount\n      page\n      pageSize\n      items {\n        id\n        title\n        status\n        averageRating\n        ratingCount\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestArticleBodies($input: ContentListInput) {\n    articles(input: $input) {\n      items {\n        id\n        content\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestArticleBodies($input: ContentListInput) {\n    articles(input: $input) {\n      items {\n        id\n        content\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestArticle($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      status\n    }\n  }\n',
): (typeof documents)['\n  query TestArticle($id: ID!) {\n    article(id: $id) {\n      id\n      title\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestGuidesList($input: ContentListInput) {\n    guides(input: $input) {\n      totalCount\n      items {\n        id\n        title\n        price\n        isFree\n        hasPdf\n        downloadUrl\n        paymentLink\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestGuidesList($input: ContentListInput) {\n    guides(input: $input) {\n      totalCount\n      items {\n        id\n        title\n        price\n        isFree\n        hasPdf\n        downloadUrl\n        paymentLink\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestGuidePdfUrl($id: ID!) {\n    guide(id: $id) {\n      id\n      pdfUrl\n    }\n  }\n',
): (typeof documents)['\n  query TestGuidePdfUrl($id: ID!) {\n    guide(id: $id) {\n      id\n      pdfUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestCategories {\n    categories {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query TestCategories {\n    categories {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestFeatured {\n    featuredContent {\n      __typename\n      ... on Article {\n        id\n        title\n        updatedAt\n        status\n      }\n      ... on Guide {\n        id\n        title\n        updatedAt\n        status\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestFeatured {\n    featuredContent {\n      __typename\n      ... on Article {\n        id\n        title\n        updatedAt\n        status\n      }\n      ... on Guide {\n        id\n        title\n        updatedAt\n        status\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestGames($gameType: GameType!) {\n    gameQuestions(gameType: $gameType) {\n      id\n      text\n      isTrue\n    }\n    puzzleWords {\n      word\n      activityDescription\n    }\n  }\n',
): (typeof documents)['\n  query TestGames($gameType: GameType!) {\n    gameQuestions(gameType: $gameType) {\n      id\n      text\n      isTrue\n    }\n    puzzleWords {\n      word\n      activityDescription\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestSiteConfig($keys: [String!]) {\n    siteConfiguration(keys: $keys) {\n      key\n      value\n    }\n  }\n',
): (typeof documents)['\n  query TestSiteConfig($keys: [String!]) {\n    siteConfiguration(keys: $keys) {\n      key\n      value\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestWebhookStartCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n    }\n  }\n',
): (typeof documents)['\n  mutation TestWebhookStartCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestWebhookPurchase($guideId: ID!, $paymentId: String, $orderId: ID) {\n    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {\n      downloadUrl\n    }\n  }\n',
): (typeof documents)['\n  query TestWebhookPurchase($guideId: ID!, $paymentId: String, $orderId: ID) {\n    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {\n      downloadUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestScheduledJobs {\n    scheduledJobs {\n      name\n      label\n      lastStatus\n      lastError\n      lastSummary\n      failuresInRow\n      nextRunAt\n    }\n  }\n',
): (typeof documents)['\n  query TestScheduledJobs {\n    scheduledJobs {\n      name\n      label\n      lastStatus\n      lastError\n      lastSummary\n      failuresInRow\n      nextRunAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestAnalyticsView($contentType: ContentType!, $id: ID!, $source: VisitSourceInput) {\n    recordView(contentType: $contentType, id: $id, source: $source)\n  }\n',
): (typeof documents)['\n  mutation TestAnalyticsView($contentType: ContentType!, $id: ID!, $source: VisitSourceInput) {\n    recordView(contentType: $contentType, id: $id, source: $source)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestAnalyticsVisit($path: String!, $source: VisitSourceInput) {\n    recordVisit(path: $path, source: $source)\n  }\n',
): (typeof documents)['\n  mutation TestAnalyticsVisit($path: String!, $source: VisitSourceInput) {\n    recordVisit(path: $path, source: $source)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestAnalyticsReport($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      from\n      to\n      previousFrom\n      previousTo\n      days {\n        day\n        visitors\n        views\n      }\n      visitors {\n        current\n        previous\n        changePercent\n      }\n      views {\n        current\n        previous\n        changePercent\n      }\n      topContent {\n        contentType\n        id\n        title\n        views\n        visitors\n      }\n      sources {\n        name\n        visits\n      }\n      campaigns {\n        utmSource\n        utmCampaign\n        visits\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestAnalyticsReport($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      from\n      to\n      previousFrom\n      previousTo\n      days {\n        day\n        visitors\n        views\n      }\n      visitors {\n        current\n        previous\n        changePercent\n      }\n      views {\n        current\n        previous\n        changePercent\n      }\n      topContent {\n        contentType\n        id\n        title\n        views\n        visitors\n      }\n      sources {\n        name\n        visits\n      }\n      campaigns {\n        utmSource\n        utmCampaign\n        visits\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestDayTopsReport($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      days {\n        day\n        visitors\n        views\n      }\n      topContent {\n        contentType\n        id\n        title\n        views\n        visitors\n      }\n      sources {\n        name\n        visits\n      }\n      campaigns {\n        utmSource\n        utmCampaign\n        visits\n      }\n      searchesWithoutResults {\n        term\n        searches\n      }\n      paidGuides {\n        id\n        views\n        buyClicks\n        purchases\n      }\n      freeGuides {\n        id\n        downloads\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestDayTopsReport($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      days {\n        day\n        visitors\n        views\n      }\n      topContent {\n        contentType\n        id\n        title\n        views\n        visitors\n      }\n      sources {\n        name\n        visits\n      }\n      campaigns {\n        utmSource\n        utmCampaign\n        visits\n      }\n      searchesWithoutResults {\n        term\n        searches\n      }\n      paidGuides {\n        id\n        views\n        buyClicks\n        purchases\n      }\n      freeGuides {\n        id\n        downloads\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRecordGoal($goal: PublicGoal!, $subject: ID!) {\n    recordGoal(goal: $goal, subject: $subject)\n  }\n',
): (typeof documents)['\n  mutation TestRecordGoal($goal: PublicGoal!, $subject: ID!) {\n    recordGoal(goal: $goal, subject: $subject)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestGoalGuideView($id: ID!) {\n    recordView(contentType: GUIDE, id: $id)\n  }\n',
): (typeof documents)['\n  mutation TestGoalGuideView($id: ID!) {\n    recordView(contentType: GUIDE, id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestGoalCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n    }\n  }\n',
): (typeof documents)['\n  mutation TestGoalCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestGoalVerify($guideId: ID!, $paymentId: String, $orderId: ID) {\n    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {\n      downloadUrl\n    }\n  }\n',
): (typeof documents)['\n  query TestGoalVerify($guideId: ID!, $paymentId: String, $orderId: ID) {\n    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {\n      downloadUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestGoalSubscribe($email: String!) {\n    subscribeToNewsletter(email: $email)\n  }\n',
): (typeof documents)['\n  mutation TestGoalSubscribe($email: String!) {\n    subscribeToNewsletter(email: $email)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestGoalConfirm($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      alreadyConfirmed\n    }\n  }\n',
): (typeof documents)['\n  mutation TestGoalConfirm($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      alreadyConfirmed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestGoalUnsubscribe($token: String!) {\n    unsubscribeFromNewsletter(token: $token)\n  }\n',
): (typeof documents)['\n  mutation TestGoalUnsubscribe($token: String!) {\n    unsubscribeFromNewsletter(token: $token)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestGoalSend($articleId: ID!) {\n    sendNewsletter(articleId: $articleId) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation TestGoalSend($articleId: ID!) {\n    sendNewsletter(articleId: $articleId) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestGoalReport($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      games {\n        game\n        started\n        finished\n      }\n      paidGuides {\n        id\n        title\n        views\n        buyClicks\n        purchases\n      }\n      freeGuides {\n        id\n        title\n        downloads\n      }\n      newsletter {\n        weeks {\n          weekStart\n          confirmed\n          unsubscribed\n        }\n        confirmed\n        unsubscribed\n        campaigns {\n          title\n          recipients\n          sent\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestGoalReport($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      games {\n        game\n        started\n        finished\n      }\n      paidGuides {\n        id\n        title\n        views\n        buyClicks\n        purchases\n      }\n      freeGuides {\n        id\n        title\n        downloads\n      }\n      newsletter {\n        weeks {\n          weekStart\n          confirmed\n          unsubscribed\n        }\n        confirmed\n        unsubscribed\n        campaigns {\n          title\n          recipients\n          sent\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRecordSearch($contentType: ContentType!, $term: String!) {\n    recordSearch(contentType: $contentType, term: $term)\n  }\n',
): (typeof documents)['\n  mutation TestRecordSearch($contentType: ContentType!, $term: String!) {\n    recordSearch(contentType: $contentType, term: $term)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestSearchReport($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      searchesWithoutResults {\n        term\n        searches\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestSearchReport($range: AnalyticsRangeInput!) {\n    analyticsReport(range: $range) {\n      searchesWithoutResults {\n        term\n        searches\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SignIn { login(email: "", password: "") { id } }',
): (typeof documents)['mutation SignIn { login(email: "", password: "") { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation Forgot { requestPasswordReset(email: "") }',
): (typeof documents)['mutation Forgot { requestPasswordReset(email: "") }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestBackupStatus {\n    backupStatus {\n      intervalHours\n      keep\n      folder\n      offsiteTarget\n      health\n      lastSuccess {\n        startedAt\n        fileName\n        sizeBytes\n        offsiteCopy\n      }\n      lastRun {\n        status\n        error\n        fileName\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestBackupStatus {\n    backupStatus {\n      intervalHours\n      keep\n      folder\n      offsiteTarget\n      health\n      lastSuccess {\n        startedAt\n        fileName\n        sizeBytes\n        offsiteCopy\n      }\n      lastRun {\n        status\n        error\n        fileName\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation Change { changePassword(currentPassword: "", newPassword: "") }',
): (typeof documents)['mutation Change { changePassword(currentPassword: "", newPassword: "") }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestSendContact($name: String!, $email: String!, $message: String!, $website: String) {\n    sendContactMessage(name: $name, email: $email, message: $message, website: $website)\n  }\n',
): (typeof documents)['\n  mutation TestSendContact($name: String!, $email: String!, $message: String!, $website: String) {\n    sendContactMessage(name: $name, email: $email, message: $message, website: $website)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ScheduleTestPublicArticles {\n    articles(input: { pageSize: 50 }) {\n      items {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ScheduleTestPublicArticles {\n    articles(input: { pageSize: 50 }) {\n      items {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ScheduleTestAdminArticle($id: ID!) {\n    adminArticle(id: $id) {\n      status\n      scheduledFor\n    }\n  }\n',
): (typeof documents)['\n  query ScheduleTestAdminArticle($id: ID!) {\n    adminArticle(id: $id) {\n      status\n      scheduledFor\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestContentRevisions($contentType: ContentType!, $id: ID!, $input: AdminListInput) {\n    contentRevisions(contentType: $contentType, id: $id, input: $input) {\n      items {\n        id\n        title\n        status\n        createdAt\n        authorEmail\n      }\n      totalCount\n      pageCount\n      page\n    }\n  }\n',
): (typeof documents)['\n  query TestContentRevisions($contentType: ContentType!, $id: ID!, $input: AdminListInput) {\n    contentRevisions(contentType: $contentType, id: $id, input: $input) {\n      items {\n        id\n        title\n        status\n        createdAt\n        authorEmail\n      }\n      totalCount\n      pageCount\n      page\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestRevisionComparison($contentType: ContentType!, $revisionId: ID!) {\n    contentRevisionComparison(contentType: $contentType, revisionId: $revisionId) {\n      revision {\n        id\n        title\n        authorEmail\n      }\n      fields {\n        label\n        changed\n        parts {\n          value\n          added\n          removed\n        }\n      }\n      imageChanged\n    }\n  }\n',
): (typeof documents)['\n  query TestRevisionComparison($contentType: ContentType!, $revisionId: ID!) {\n    contentRevisionComparison(contentType: $contentType, revisionId: $revisionId) {\n      revision {\n        id\n        title\n        authorEmail\n      }\n      fields {\n        label\n        changed\n        parts {\n          value\n          added\n          removed\n        }\n      }\n      imageChanged\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRestoreRevision($contentType: ContentType!, $revisionId: ID!) {\n    restoreContentRevision(contentType: $contentType, revisionId: $revisionId) {\n      itemId\n      notes\n    }\n  }\n',
): (typeof documents)['\n  mutation TestRestoreRevision($contentType: ContentType!, $revisionId: ID!) {\n    restoreContentRevision(contentType: $contentType, revisionId: $revisionId) {\n      itemId\n      notes\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestDeleteRevisedArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n',
): (typeof documents)['\n  mutation TestDeleteRevisedArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestSendNewsletter($articleId: ID!) {\n    sendNewsletter(articleId: $articleId) {\n      id\n      state\n      startedAt\n      total\n      sent\n      failed\n      finished\n    }\n  }\n',
): (typeof documents)['\n  mutation TestSendNewsletter($articleId: ID!) {\n    sendNewsletter(articleId: $articleId) {\n      id\n      state\n      startedAt\n      total\n      sent\n      failed\n      finished\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestNewsletterPreview($articleId: ID!) {\n    newsletterPreview(articleId: $articleId) {\n      subject\n      html\n      text\n      recipients\n      campaign {\n        id\n        total\n        sent\n        finished\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestNewsletterPreview($articleId: ID!) {\n    newsletterPreview(articleId: $articleId) {\n      subject\n      html\n      text\n      recipients\n      campaign {\n        id\n        total\n        sent\n        finished\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestSendNewsletterTest($articleId: ID!) {\n    sendNewsletterTest(articleId: $articleId)\n  }\n',
): (typeof documents)['\n  mutation TestSendNewsletterTest($articleId: ID!) {\n    sendNewsletterTest(articleId: $articleId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ImportSubscribersTest($file: Upload!, $consented: Boolean!) {\n    importSubscribers(file: $file, consented: $consented) {\n      added\n      confirmationsLater\n      skipped\n      skippedByReason {\n        reason\n        count\n      }\n      skippedLines {\n        line\n        value\n        reason\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ImportSubscribersTest($file: Upload!, $consented: Boolean!) {\n    importSubscribers(file: $file, consented: $consented) {\n      added\n      confirmationsLater\n      skipped\n      skippedByReason {\n        reason\n        count\n      }\n      skippedLines {\n        line\n        value\n        reason\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n        mutation SubscribeAfterImport($email: String!) {\n          subscribeToNewsletter(email: $email)\n        }\n      ',
): (typeof documents)['\n        mutation SubscribeAfterImport($email: String!) {\n          subscribeToNewsletter(email: $email)\n        }\n      '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestSubscribe($email: String!, $website: String) {\n    subscribeToNewsletter(email: $email, website: $website)\n  }\n',
): (typeof documents)['\n  mutation TestSubscribe($email: String!, $website: String) {\n    subscribeToNewsletter(email: $email, website: $website)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestConfirmSubscription($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      alreadyConfirmed\n    }\n  }\n',
): (typeof documents)['\n  mutation TestConfirmSubscription($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      alreadyConfirmed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestUnsubscribe($token: String!) {\n    unsubscribeFromNewsletter(token: $token)\n  }\n',
): (typeof documents)['\n  mutation TestUnsubscribe($token: String!) {\n    unsubscribeFromNewsletter(token: $token)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestSubscribers($input: AdminListInput) {\n    subscribers(input: $input) {\n      items {\n        id\n        email\n        status\n        createdAt\n        confirmedAt\n      }\n      totalCount\n      pageCount\n      confirmedCount\n      subscriberCount\n    }\n  }\n',
): (typeof documents)['\n  query TestSubscribers($input: AdminListInput) {\n    subscribers(input: $input) {\n      items {\n        id\n        email\n        status\n        createdAt\n        confirmedAt\n      }\n      totalCount\n      pageCount\n      confirmedCount\n      subscriberCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestDeleteSubscriber($id: ID!) {\n    deleteSubscriber(id: $id)\n  }\n',
): (typeof documents)['\n  mutation TestDeleteSubscriber($id: ID!) {\n    deleteSubscriber(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestNewsletterEnabled {\n    newsletterEnabled\n  }\n',
): (typeof documents)['\n  query TestNewsletterEnabled {\n    newsletterEnabled\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation WelcomeSubscribe($email: String!) {\n    subscribeToNewsletter(email: $email)\n  }\n',
): (typeof documents)['\n  mutation WelcomeSubscribe($email: String!) {\n    subscribeToNewsletter(email: $email)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation WelcomeConfirm($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      alreadyConfirmed\n    }\n  }\n',
): (typeof documents)['\n  mutation WelcomeConfirm($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      alreadyConfirmed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation WelcomeImport($file: Upload!) {\n    importSubscribers(file: $file, consented: true) {\n      added\n    }\n  }\n',
): (typeof documents)['\n  mutation WelcomeImport($file: Upload!) {\n    importSubscribers(file: $file, consented: true) {\n      added\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n      query WelcomePublicConfig($keys: [String!]) {\n        siteConfiguration(keys: $keys) {\n          key\n        }\n      }\n    ',
): (typeof documents)['\n      query WelcomePublicConfig($keys: [String!]) {\n        siteConfiguration(keys: $keys) {\n          key\n        }\n      }\n    '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestStartCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n      checkoutUrl\n    }\n  }\n',
): (typeof documents)['\n  mutation TestStartCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n      checkoutUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestPaymentsEnabled {\n    paymentsEnabled\n  }\n',
): (typeof documents)['\n  query TestPaymentsEnabled {\n    paymentsEnabled\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestOrders {\n    orders {\n      id\n      guideId\n      guideTitle\n      amount\n      currency\n      status\n      paymentId\n    }\n  }\n',
): (typeof documents)['\n  query TestOrders {\n    orders {\n      id\n      guideId\n      guideTitle\n      amount\n      currency\n      status\n      paymentId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestPaymentSetup {\n    paymentSetup {\n      mercadoPagoConnected\n      paidGuidesWithPdf\n      successPageOpen\n    }\n  }\n',
): (typeof documents)['\n  query TestPaymentSetup {\n    paymentSetup {\n      mercadoPagoConnected\n      paidGuidesWithPdf\n      successPageOpen\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestOpenPurchaseDownload($guideId: ID!) {\n    purchaseDownload(guideId: $guideId) {\n      downloadUrl\n    }\n  }\n',
): (typeof documents)['\n  query TestOpenPurchaseDownload($guideId: ID!) {\n    purchaseDownload(guideId: $guideId) {\n      downloadUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestPurchaseDownload($guideId: ID!) {\n    purchaseDownload(guideId: $guideId) {\n      guideId\n      guideTitle\n      fileName\n      downloadUrl\n    }\n  }\n',
): (typeof documents)['\n  query TestPurchaseDownload($guideId: ID!) {\n    purchaseDownload(guideId: $guideId) {\n      guideId\n      guideTitle\n      fileName\n      downloadUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestVerifyStartCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n    }\n  }\n',
): (typeof documents)['\n  mutation TestVerifyStartCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestVerifiedPurchase($guideId: ID!, $paymentId: String, $orderId: ID) {\n    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {\n      guideTitle\n      downloadUrl\n      fileName\n    }\n  }\n',
): (typeof documents)['\n  query TestVerifiedPurchase($guideId: ID!, $paymentId: String, $orderId: ID) {\n    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {\n      guideTitle\n      downloadUrl\n      fileName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRateContent($contentType: ContentType!, $id: ID!, $rating: Int!) {\n    rateContent(contentType: $contentType, id: $id, rating: $rating) {\n      average\n      count\n    }\n  }\n',
): (typeof documents)['\n  mutation TestRateContent($contentType: ContentType!, $id: ID!, $rating: Int!) {\n    rateContent(contentType: $contentType, id: $id, rating: $rating) {\n      average\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestMyRating($contentType: ContentType!, $id: ID!) {\n    myRating(contentType: $contentType, id: $id)\n  }\n',
): (typeof documents)['\n  query TestMyRating($contentType: ContentType!, $id: ID!) {\n    myRating(contentType: $contentType, id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRateForMyRating($contentType: ContentType!, $id: ID!, $rating: Int!) {\n    rateContent(contentType: $contentType, id: $id, rating: $rating) {\n      count\n    }\n  }\n',
): (typeof documents)['\n  mutation TestRateForMyRating($contentType: ContentType!, $id: ID!, $rating: Int!) {\n    rateContent(contentType: $contentType, id: $id, rating: $rating) {\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestDemoContent {\n    demoContent {\n      articles\n      guides\n      categories\n      siteImages\n      kept {\n        contentType\n        title\n        hasExamplePaymentLink\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TestDemoContent {\n    demoContent {\n      articles\n      guides\n      categories\n      siteImages\n      kept {\n        contentType\n        title\n        hasExamplePaymentLink\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRemoveDemoContent {\n    removeDemoContent {\n      articles\n      guides\n      categories\n      siteImages\n      kept {\n        contentType\n        title\n        hasExamplePaymentLink\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestRemoveDemoContent {\n    removeDemoContent {\n      articles\n      guides\n      categories\n      siteImages\n      kept {\n        contentType\n        title\n        hasExamplePaymentLink\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestRecordView($contentType: ContentType!, $id: ID!) {\n    recordView(contentType: $contentType, id: $id)\n  }\n',
): (typeof documents)['\n  mutation TestRecordView($contentType: ContentType!, $id: ID!) {\n    recordView(contentType: $contentType, id: $id)\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
