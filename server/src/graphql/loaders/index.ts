/**
 * Per-request DataLoaders: every per-row lookup in a list (category, rating
 * summary, an article body left out of a list) becomes one batched statement. Created fresh for each request so
 * no request ever sees another's cache.
 */
import DataLoader from 'dataloader';
import type { CategoryRow, ContentTypeValue, MediaAssetRow } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { loadCategoriesById } from '../../services/categories';
import { loadArticleBodies } from '../../services/content';
import { loadAssetsByUrl } from '../../services/media';
import { EMPTY_SUMMARY, loadRatingSummaries, type RatingSummary } from '../../services/ratings';

export interface Loaders {
  articleBody: DataLoader<number, string | null>;
  categoryById: DataLoader<number, CategoryRow | null>;
  mediaAssetByUrl: DataLoader<string, MediaAssetRow | null>;
  ratingSummary: { article: DataLoader<number, RatingSummary>; guide: DataLoader<number, RatingSummary> };
}

function ratingLoader(db: DbExecutor, contentType: ContentTypeValue) {
  return new DataLoader<number, RatingSummary>(async (ids) => {
    const summaries = await loadRatingSummaries(db, contentType, ids);
    return ids.map((id) => summaries.get(id) ?? EMPTY_SUMMARY);
  });
}

export function createLoaders(db: DbExecutor): Loaders {
  return {
    articleBody: new DataLoader(async (ids) => {
      const found = await loadArticleBodies(db, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    categoryById: new DataLoader(async (ids) => {
      const found = await loadCategoriesById(db, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    mediaAssetByUrl: new DataLoader(async (urls) => {
      const found = await loadAssetsByUrl(db, urls);
      return urls.map((url) => found.get(url) ?? null);
    }),
    ratingSummary: { article: ratingLoader(db, 'article'), guide: ratingLoader(db, 'guide') },
  };
}
