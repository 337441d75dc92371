import type { FeaturedItemResolvers } from '../../__generated__/resolvers-types';

export const FeaturedItem: FeaturedItemResolvers = {
  // Guides have a description, articles a summary: the row shape tells them apart.
  __resolveType: (row) => ('summary' in row ? 'Article' : 'Guide'),
};
