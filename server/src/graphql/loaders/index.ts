/**
 * Per-request DataLoaders: every per-row lookup in a list (category, picture
 * sizes, an article body left out of a list) becomes one batched statement. Created fresh for each request so
 * no request ever sees another's cache.
 */
import DataLoader from 'dataloader';
import type { CategoryRow, MediaAssetRow } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { loadCategoriesById } from '../../services/categories';
import { loadArticleBodies } from '../../services/content';
import { loadAssetsByUrl } from '../../services/media';
import type { KeptRows } from '../../services/appServices';

export interface Loaders {
  articleBody: DataLoader<number, string | null>;
  categoryById: DataLoader<number, CategoryRow | null>;
  mediaAssetByUrl: DataLoader<string, MediaAssetRow | null>;
}

/**
 * `kept`: the process's kept lookups (categories, pictures' sizes), answered from memory between
 * changes; without it (a test's bare context) every batch reads the database.
 */
export function createLoaders(db: DbExecutor, kept?: KeptRows): Loaders {
  const categoriesById = kept?.categoriesById ?? ((ids: readonly number[]) => loadCategoriesById(db, ids));
  const mediaAssetsByUrl = kept?.mediaAssetsByUrl ?? ((urls: readonly string[]) => loadAssetsByUrl(db, urls));
  return {
    articleBody: new DataLoader(async (ids) => {
      const found = await loadArticleBodies(db, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    categoryById: new DataLoader(async (ids) => {
      const found = await categoriesById(ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    mediaAssetByUrl: new DataLoader(async (urls) => {
      const found = await mediaAssetsByUrl(urls);
      return urls.map((url) => found.get(url) ?? null);
    }),
  };
}
