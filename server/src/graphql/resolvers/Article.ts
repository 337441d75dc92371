import { resolveImage } from './imageField';
import type { ArticleResolvers } from '../../__generated__/resolvers-types';

export const Article: ArticleResolvers = {
  image: (article, _args, context) => resolveImage(article.imageUrl, context),
  category: (article, _args, { loaders }) =>
    article.categoryId === null ? null : loaders.categoryById.load(article.categoryId),
  averageRating: async (article, _args, { loaders }) => (await loaders.ratingSummary.article.load(article.id)).average,
  ratingCount: async (article, _args, { loaders }) => (await loaders.ratingSummary.article.load(article.id)).count,
};
