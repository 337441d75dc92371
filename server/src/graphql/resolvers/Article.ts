import { instantToWallTime } from '@crecer/domain/schedule';
import { resolveImage } from './imageField';
import { summaryFromTotals } from '../../services/ratings';
import type { ArticleResolvers } from '../../__generated__/resolvers-types';

export const Article: ArticleResolvers = {
  // Lists leave the body out (services/content/columns.ts); it is fetched only when a query asks for it.
  content: async (article, _args, { loaders }) => article.content ?? (await loaders.articleBody.load(article.id)) ?? '',
  image: (article, _args, context) => resolveImage(article.imageUrl, context),
  scheduledFor: (article, _args, { config }) =>
    article.scheduledAt ? instantToWallTime(article.scheduledAt, config.siteTimeZone) : null,
  category: (article, _args, { loaders }) =>
    article.categoryId === null ? null : loaders.categoryById.load(article.categoryId),
  // The row's own totals: a list or a page asks the ratings table nothing.
  averageRating: (article) => summaryFromTotals(article.ratingSum, article.ratingCount).average,
  ratingCount: (article) => article.ratingCount,
};
