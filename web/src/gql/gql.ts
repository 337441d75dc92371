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
  '\n  query PaymentsEnabled {\n    paymentsEnabled\n  }\n': typeof types.PaymentsEnabledDocument;
  '\n  mutation StartCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n      checkoutUrl\n    }\n  }\n': typeof types.StartCheckoutDocument;
  '\n  query CategoryFilter {\n    categories {\n      id\n      name\n    }\n  }\n': typeof types.CategoryFilterDocument;
  '\n  fragment ArticleCard_article on Article {\n    id\n    title\n    summary\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n    }\n    createdAt\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    categoryPosition\n    category {\n      id\n      name\n    }\n  }\n': typeof types.ArticleCard_ArticleFragmentDoc;
  '\n  fragment GuideCard_guide on Guide {\n    id\n    title\n    description\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n    }\n    createdAt\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    categoryPosition\n    isFree\n    price\n    paymentLink\n    category {\n      id\n      name\n    }\n  }\n': typeof types.GuideCard_GuideFragmentDoc;
  '\n  query ArticleDetail($id: ID!) {\n    article(id: $id) {\n      ...ArticleDetailFields\n    }\n  }\n': typeof types.ArticleDetailDocument;
  '\n  fragment ArticleDetailFields on Article {\n    id\n    title\n    summary\n    content\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n      jpeg {\n        url\n        width\n        height\n      }\n    }\n    createdAt\n    updatedAt\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    category {\n      id\n      name\n    }\n  }\n': typeof types.ArticleDetailFieldsFragmentDoc;
  '\n  query ArticlesPage($input: ContentListInput) {\n    articles(input: $input) {\n      totalCount\n      pageCount\n      page\n      items {\n        id\n        ...ArticleCard_article\n      }\n    }\n  }\n': typeof types.ArticlesPageDocument;
  '\n  mutation SendContactMessage($name: String!, $email: String!, $message: String!, $website: String) {\n    sendContactMessage(name: $name, email: $email, message: $message, website: $website)\n  }\n': typeof types.SendContactMessageDocument;
  '\n  query QuestionGameQuestions($gameType: GameType!) {\n    gameQuestions(gameType: $gameType) {\n      id\n      text\n      isTrue\n    }\n  }\n': typeof types.QuestionGameQuestionsDocument;
  '\n  query WordPuzzleGameWords {\n    puzzleWords {\n      id\n      word\n      activityDescription\n    }\n  }\n': typeof types.WordPuzzleGameWordsDocument;
  '\n  query GuideDetail($id: ID!) {\n    guide(id: $id) {\n      ...GuideDetailFields\n    }\n  }\n': typeof types.GuideDetailDocument;
  '\n  fragment GuideDetailFields on Guide {\n    id\n    title\n    description\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n      jpeg {\n        url\n        width\n        height\n      }\n    }\n    createdAt\n    updatedAt\n    price\n    isFree\n    paymentLink\n    downloadUrl\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    category {\n      id\n      name\n    }\n  }\n': typeof types.GuideDetailFieldsFragmentDoc;
  '\n  query GuidesPage($input: ContentListInput) {\n    guides(input: $input) {\n      totalCount\n      pageCount\n      page\n      items {\n        id\n        ...GuideCard_guide\n      }\n    }\n  }\n': typeof types.GuidesPageDocument;
  '\n  query HomeFeaturedContent {\n    featuredContent {\n      __typename\n      ... on Article {\n        id\n        ...ArticleCard_article\n      }\n      ... on Guide {\n        id\n        ...GuideCard_guide\n      }\n    }\n  }\n': typeof types.HomeFeaturedContentDocument;
  '\n  mutation ConfirmNewsletterSubscription($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      alreadyConfirmed\n    }\n  }\n': typeof types.ConfirmNewsletterSubscriptionDocument;
  '\n  mutation UnsubscribeFromNewsletter($token: String!) {\n    unsubscribeFromNewsletter(token: $token)\n  }\n': typeof types.UnsubscribeFromNewsletterDocument;
  '\n  query NewsletterEnabled {\n    newsletterEnabled\n  }\n': typeof types.NewsletterEnabledDocument;
  '\n  mutation SubscribeToNewsletter($email: String!, $website: String) {\n    subscribeToNewsletter(email: $email, website: $website)\n  }\n': typeof types.SubscribeToNewsletterDocument;
  '\n  query PurchaseSuccessPage($guideId: ID!, $paymentId: String, $orderId: ID) {\n    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {\n      guideId\n      guideTitle\n      downloadUrl\n      fileName\n    }\n  }\n': typeof types.PurchaseSuccessPageDocument;
  '\n  query PurchaseGuide($id: ID!) {\n    guide(id: $id) {\n      id\n    }\n  }\n': typeof types.PurchaseGuideDocument;
  '\n  query RatingFormMyRating($contentType: ContentType!, $id: ID!, $isArticle: Boolean!) {\n    myRating(contentType: $contentType, id: $id)\n    article(id: $id) @include(if: $isArticle) {\n      id\n      averageRating\n      ratingCount\n    }\n    guide(id: $id) @skip(if: $isArticle) {\n      id\n      averageRating\n      ratingCount\n    }\n  }\n': typeof types.RatingFormMyRatingDocument;
  '\n  mutation RateContent($contentType: ContentType!, $id: ID!, $rating: Int!) {\n    rateContent(contentType: $contentType, id: $id, rating: $rating) {\n      average\n      count\n    }\n  }\n': typeof types.RateContentDocument;
  '\n  query SiteConfiguration {\n    siteConfiguration {\n      key\n      value\n      image {\n        srcSet\n        width\n        height\n        jpeg {\n          url\n          width\n          height\n        }\n      }\n    }\n  }\n': typeof types.SiteConfigurationDocument;
  '\n  mutation RecordSearch($contentType: ContentType!, $term: String!) {\n    recordSearch(contentType: $contentType, term: $term)\n  }\n': typeof types.RecordSearchDocument;
  '\n  mutation RecordVisit($path: String!, $source: VisitSourceInput) {\n    recordVisit(path: $path, source: $source)\n  }\n': typeof types.RecordVisitDocument;
  '\n  mutation RecordView($contentType: ContentType!, $id: ID!, $source: VisitSourceInput) {\n    recordView(contentType: $contentType, id: $id, source: $source)\n  }\n': typeof types.RecordViewDocument;
  '\n  mutation RecordGoal($goal: PublicGoal!, $subject: ID!) {\n    recordGoal(goal: $goal, subject: $subject)\n  }\n': typeof types.RecordGoalDocument;
};
const documents: Documents = {
  '\n  query PaymentsEnabled {\n    paymentsEnabled\n  }\n': types.PaymentsEnabledDocument,
  '\n  mutation StartCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n      checkoutUrl\n    }\n  }\n':
    types.StartCheckoutDocument,
  '\n  query CategoryFilter {\n    categories {\n      id\n      name\n    }\n  }\n': types.CategoryFilterDocument,
  '\n  fragment ArticleCard_article on Article {\n    id\n    title\n    summary\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n    }\n    createdAt\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    categoryPosition\n    category {\n      id\n      name\n    }\n  }\n':
    types.ArticleCard_ArticleFragmentDoc,
  '\n  fragment GuideCard_guide on Guide {\n    id\n    title\n    description\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n    }\n    createdAt\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    categoryPosition\n    isFree\n    price\n    paymentLink\n    category {\n      id\n      name\n    }\n  }\n':
    types.GuideCard_GuideFragmentDoc,
  '\n  query ArticleDetail($id: ID!) {\n    article(id: $id) {\n      ...ArticleDetailFields\n    }\n  }\n':
    types.ArticleDetailDocument,
  '\n  fragment ArticleDetailFields on Article {\n    id\n    title\n    summary\n    content\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n      jpeg {\n        url\n        width\n        height\n      }\n    }\n    createdAt\n    updatedAt\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    category {\n      id\n      name\n    }\n  }\n':
    types.ArticleDetailFieldsFragmentDoc,
  '\n  query ArticlesPage($input: ContentListInput) {\n    articles(input: $input) {\n      totalCount\n      pageCount\n      page\n      items {\n        id\n        ...ArticleCard_article\n      }\n    }\n  }\n':
    types.ArticlesPageDocument,
  '\n  mutation SendContactMessage($name: String!, $email: String!, $message: String!, $website: String) {\n    sendContactMessage(name: $name, email: $email, message: $message, website: $website)\n  }\n':
    types.SendContactMessageDocument,
  '\n  query QuestionGameQuestions($gameType: GameType!) {\n    gameQuestions(gameType: $gameType) {\n      id\n      text\n      isTrue\n    }\n  }\n':
    types.QuestionGameQuestionsDocument,
  '\n  query WordPuzzleGameWords {\n    puzzleWords {\n      id\n      word\n      activityDescription\n    }\n  }\n':
    types.WordPuzzleGameWordsDocument,
  '\n  query GuideDetail($id: ID!) {\n    guide(id: $id) {\n      ...GuideDetailFields\n    }\n  }\n':
    types.GuideDetailDocument,
  '\n  fragment GuideDetailFields on Guide {\n    id\n    title\n    description\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n      jpeg {\n        url\n        width\n        height\n      }\n    }\n    createdAt\n    updatedAt\n    price\n    isFree\n    paymentLink\n    downloadUrl\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    category {\n      id\n      name\n    }\n  }\n':
    types.GuideDetailFieldsFragmentDoc,
  '\n  query GuidesPage($input: ContentListInput) {\n    guides(input: $input) {\n      totalCount\n      pageCount\n      page\n      items {\n        id\n        ...GuideCard_guide\n      }\n    }\n  }\n':
    types.GuidesPageDocument,
  '\n  query HomeFeaturedContent {\n    featuredContent {\n      __typename\n      ... on Article {\n        id\n        ...ArticleCard_article\n      }\n      ... on Guide {\n        id\n        ...GuideCard_guide\n      }\n    }\n  }\n':
    types.HomeFeaturedContentDocument,
  '\n  mutation ConfirmNewsletterSubscription($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      alreadyConfirmed\n    }\n  }\n':
    types.ConfirmNewsletterSubscriptionDocument,
  '\n  mutation UnsubscribeFromNewsletter($token: String!) {\n    unsubscribeFromNewsletter(token: $token)\n  }\n':
    types.UnsubscribeFromNewsletterDocument,
  '\n  query NewsletterEnabled {\n    newsletterEnabled\n  }\n': types.NewsletterEnabledDocument,
  '\n  mutation SubscribeToNewsletter($email: String!, $website: String) {\n    subscribeToNewsletter(email: $email, website: $website)\n  }\n':
    types.SubscribeToNewsletterDocument,
  '\n  query PurchaseSuccessPage($guideId: ID!, $paymentId: String, $orderId: ID) {\n    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {\n      guideId\n      guideTitle\n      downloadUrl\n      fileName\n    }\n  }\n':
    types.PurchaseSuccessPageDocument,
  '\n  query PurchaseGuide($id: ID!) {\n    guide(id: $id) {\n      id\n    }\n  }\n': types.PurchaseGuideDocument,
  '\n  query RatingFormMyRating($contentType: ContentType!, $id: ID!, $isArticle: Boolean!) {\n    myRating(contentType: $contentType, id: $id)\n    article(id: $id) @include(if: $isArticle) {\n      id\n      averageRating\n      ratingCount\n    }\n    guide(id: $id) @skip(if: $isArticle) {\n      id\n      averageRating\n      ratingCount\n    }\n  }\n':
    types.RatingFormMyRatingDocument,
  '\n  mutation RateContent($contentType: ContentType!, $id: ID!, $rating: Int!) {\n    rateContent(contentType: $contentType, id: $id, rating: $rating) {\n      average\n      count\n    }\n  }\n':
    types.RateContentDocument,
  '\n  query SiteConfiguration {\n    siteConfiguration {\n      key\n      value\n      image {\n        srcSet\n        width\n        height\n        jpeg {\n          url\n          width\n          height\n        }\n      }\n    }\n  }\n':
    types.SiteConfigurationDocument,
  '\n  mutation RecordSearch($contentType: ContentType!, $term: String!) {\n    recordSearch(contentType: $contentType, term: $term)\n  }\n':
    types.RecordSearchDocument,
  '\n  mutation RecordVisit($path: String!, $source: VisitSourceInput) {\n    recordVisit(path: $path, source: $source)\n  }\n':
    types.RecordVisitDocument,
  '\n  mutation RecordView($contentType: ContentType!, $id: ID!, $source: VisitSourceInput) {\n    recordView(contentType: $contentType, id: $id, source: $source)\n  }\n':
    types.RecordViewDocument,
  '\n  mutation RecordGoal($goal: PublicGoal!, $subject: ID!) {\n    recordGoal(goal: $goal, subject: $subject)\n  }\n':
    types.RecordGoalDocument,
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
  source: '\n  query PaymentsEnabled {\n    paymentsEnabled\n  }\n',
): (typeof documents)['\n  query PaymentsEnabled {\n    paymentsEnabled\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StartCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n      checkoutUrl\n    }\n  }\n',
): (typeof documents)['\n  mutation StartCheckout($guideId: ID!) {\n    startCheckout(guideId: $guideId) {\n      orderId\n      checkoutUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CategoryFilter {\n    categories {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query CategoryFilter {\n    categories {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ArticleCard_article on Article {\n    id\n    title\n    summary\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n    }\n    createdAt\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    categoryPosition\n    category {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment ArticleCard_article on Article {\n    id\n    title\n    summary\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n    }\n    createdAt\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    categoryPosition\n    category {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment GuideCard_guide on Guide {\n    id\n    title\n    description\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n    }\n    createdAt\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    categoryPosition\n    isFree\n    price\n    paymentLink\n    category {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment GuideCard_guide on Guide {\n    id\n    title\n    description\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n    }\n    createdAt\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    categoryPosition\n    isFree\n    price\n    paymentLink\n    category {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ArticleDetail($id: ID!) {\n    article(id: $id) {\n      ...ArticleDetailFields\n    }\n  }\n',
): (typeof documents)['\n  query ArticleDetail($id: ID!) {\n    article(id: $id) {\n      ...ArticleDetailFields\n    }\n  }\n'];
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
  source: '\n  query ArticlesPage($input: ContentListInput) {\n    articles(input: $input) {\n      totalCount\n      pageCount\n      page\n      items {\n        id\n        ...ArticleCard_article\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ArticlesPage($input: ContentListInput) {\n    articles(input: $input) {\n      totalCount\n      pageCount\n      page\n      items {\n        id\n        ...ArticleCard_article\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendContactMessage($name: String!, $email: String!, $message: String!, $website: String) {\n    sendContactMessage(name: $name, email: $email, message: $message, website: $website)\n  }\n',
): (typeof documents)['\n  mutation SendContactMessage($name: String!, $email: String!, $message: String!, $website: String) {\n    sendContactMessage(name: $name, email: $email, message: $message, website: $website)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query QuestionGameQuestions($gameType: GameType!) {\n    gameQuestions(gameType: $gameType) {\n      id\n      text\n      isTrue\n    }\n  }\n',
): (typeof documents)['\n  query QuestionGameQuestions($gameType: GameType!) {\n    gameQuestions(gameType: $gameType) {\n      id\n      text\n      isTrue\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WordPuzzleGameWords {\n    puzzleWords {\n      id\n      word\n      activityDescription\n    }\n  }\n',
): (typeof documents)['\n  query WordPuzzleGameWords {\n    puzzleWords {\n      id\n      word\n      activityDescription\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GuideDetail($id: ID!) {\n    guide(id: $id) {\n      ...GuideDetailFields\n    }\n  }\n',
): (typeof documents)['\n  query GuideDetail($id: ID!) {\n    guide(id: $id) {\n      ...GuideDetailFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment GuideDetailFields on Guide {\n    id\n    title\n    description\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n      jpeg {\n        url\n        width\n        height\n      }\n    }\n    createdAt\n    updatedAt\n    price\n    isFree\n    paymentLink\n    downloadUrl\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    category {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment GuideDetailFields on Guide {\n    id\n    title\n    description\n    imageUrl\n    image {\n      width\n      height\n      srcSet\n      jpeg {\n        url\n        width\n        height\n      }\n    }\n    createdAt\n    updatedAt\n    price\n    isFree\n    paymentLink\n    downloadUrl\n    views\n    showViews\n    showRatings\n    averageRating\n    ratingCount\n    isFeatured\n    category {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GuidesPage($input: ContentListInput) {\n    guides(input: $input) {\n      totalCount\n      pageCount\n      page\n      items {\n        id\n        ...GuideCard_guide\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GuidesPage($input: ContentListInput) {\n    guides(input: $input) {\n      totalCount\n      pageCount\n      page\n      items {\n        id\n        ...GuideCard_guide\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomeFeaturedContent {\n    featuredContent {\n      __typename\n      ... on Article {\n        id\n        ...ArticleCard_article\n      }\n      ... on Guide {\n        id\n        ...GuideCard_guide\n      }\n    }\n  }\n',
): (typeof documents)['\n  query HomeFeaturedContent {\n    featuredContent {\n      __typename\n      ... on Article {\n        id\n        ...ArticleCard_article\n      }\n      ... on Guide {\n        id\n        ...GuideCard_guide\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConfirmNewsletterSubscription($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      alreadyConfirmed\n    }\n  }\n',
): (typeof documents)['\n  mutation ConfirmNewsletterSubscription($token: String!) {\n    confirmNewsletterSubscription(token: $token) {\n      alreadyConfirmed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UnsubscribeFromNewsletter($token: String!) {\n    unsubscribeFromNewsletter(token: $token)\n  }\n',
): (typeof documents)['\n  mutation UnsubscribeFromNewsletter($token: String!) {\n    unsubscribeFromNewsletter(token: $token)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NewsletterEnabled {\n    newsletterEnabled\n  }\n',
): (typeof documents)['\n  query NewsletterEnabled {\n    newsletterEnabled\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SubscribeToNewsletter($email: String!, $website: String) {\n    subscribeToNewsletter(email: $email, website: $website)\n  }\n',
): (typeof documents)['\n  mutation SubscribeToNewsletter($email: String!, $website: String) {\n    subscribeToNewsletter(email: $email, website: $website)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PurchaseSuccessPage($guideId: ID!, $paymentId: String, $orderId: ID) {\n    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {\n      guideId\n      guideTitle\n      downloadUrl\n      fileName\n    }\n  }\n',
): (typeof documents)['\n  query PurchaseSuccessPage($guideId: ID!, $paymentId: String, $orderId: ID) {\n    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {\n      guideId\n      guideTitle\n      downloadUrl\n      fileName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PurchaseGuide($id: ID!) {\n    guide(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  query PurchaseGuide($id: ID!) {\n    guide(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RatingFormMyRating($contentType: ContentType!, $id: ID!, $isArticle: Boolean!) {\n    myRating(contentType: $contentType, id: $id)\n    article(id: $id) @include(if: $isArticle) {\n      id\n      averageRating\n      ratingCount\n    }\n    guide(id: $id) @skip(if: $isArticle) {\n      id\n      averageRating\n      ratingCount\n    }\n  }\n',
): (typeof documents)['\n  query RatingFormMyRating($contentType: ContentType!, $id: ID!, $isArticle: Boolean!) {\n    myRating(contentType: $contentType, id: $id)\n    article(id: $id) @include(if: $isArticle) {\n      id\n      averageRating\n      ratingCount\n    }\n    guide(id: $id) @skip(if: $isArticle) {\n      id\n      averageRating\n      ratingCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RateContent($contentType: ContentType!, $id: ID!, $rating: Int!) {\n    rateContent(contentType: $contentType, id: $id, rating: $rating) {\n      average\n      count\n    }\n  }\n',
): (typeof documents)['\n  mutation RateContent($contentType: ContentType!, $id: ID!, $rating: Int!) {\n    rateContent(contentType: $contentType, id: $id, rating: $rating) {\n      average\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SiteConfiguration {\n    siteConfiguration {\n      key\n      value\n      image {\n        srcSet\n        width\n        height\n        jpeg {\n          url\n          width\n          height\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SiteConfiguration {\n    siteConfiguration {\n      key\n      value\n      image {\n        srcSet\n        width\n        height\n        jpeg {\n          url\n          width\n          height\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordSearch($contentType: ContentType!, $term: String!) {\n    recordSearch(contentType: $contentType, term: $term)\n  }\n',
): (typeof documents)['\n  mutation RecordSearch($contentType: ContentType!, $term: String!) {\n    recordSearch(contentType: $contentType, term: $term)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordVisit($path: String!, $source: VisitSourceInput) {\n    recordVisit(path: $path, source: $source)\n  }\n',
): (typeof documents)['\n  mutation RecordVisit($path: String!, $source: VisitSourceInput) {\n    recordVisit(path: $path, source: $source)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordView($contentType: ContentType!, $id: ID!, $source: VisitSourceInput) {\n    recordView(contentType: $contentType, id: $id, source: $source)\n  }\n',
): (typeof documents)['\n  mutation RecordView($contentType: ContentType!, $id: ID!, $source: VisitSourceInput) {\n    recordView(contentType: $contentType, id: $id, source: $source)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordGoal($goal: PublicGoal!, $subject: ID!) {\n    recordGoal(goal: $goal, subject: $subject)\n  }\n',
): (typeof documents)['\n  mutation RecordGoal($goal: PublicGoal!, $subject: ID!) {\n    recordGoal(goal: $goal, subject: $subject)\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
