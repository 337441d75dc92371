import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { listCategories } from '../../services/categories';
import {
  listPublishedArticles,
  listPublishedGuides,
  findPublishedArticle,
  findPublishedGuide,
  listFeatured,
} from '../../services/content';
import { listGameQuestions, listPuzzleWords } from '../../services/games';
import { paymentsEnabled, purchaseDownload } from '../../services/purchase';
import { mailSettings } from '../../services/mail';
import { visitorIdentity, findVisitorRating } from '../../services/ratings';

/** Public reads. Admin queries live in AdminQuery.ts. */
export const PublicQuery: QueryResolvers = {
  siteConfiguration: (_root, { keys }, { publicSiteConfig }) => publicSiteConfig(keys),
  articles: (_root, { input }, { db }) => listPublishedArticles(db, input),
  article: (_root, { id }, { db }) => findPublishedArticle(db, id),
  guides: (_root, { input }, { db }) => listPublishedGuides(db, input),
  guide: (_root, { id }, { db }) => findPublishedGuide(db, id),
  categories: (_root, _args, { db }) => listCategories(db),
  featuredContent: async (_root, _args, { db }) => (await listFeatured(db)).map(({ kind: _kind, ...row }) => row),
  gameQuestions: (_root, { gameType }, { db }) => listGameQuestions(db, gameType),
  puzzleWords: (_root, _args, { db }) => listPuzzleWords(db),
  me: (_root, _args, { user }) => user,
  purchaseDownload: (_root, { guideId, paymentId, orderId }, context) =>
    purchaseDownload(context, { guideId, paymentId, orderId }),
  paymentsEnabled: (_root, _args, { config }) => paymentsEnabled(config),
  newsletterEnabled: (_root, _args, { config }) => mailSettings(config) !== null,
  myRating: (_root, { contentType, id }, { db, user, visitorId }) =>
    findVisitorRating(db, contentType, id, visitorIdentity(user, visitorId)),
};
