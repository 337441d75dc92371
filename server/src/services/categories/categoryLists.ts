import { asc } from 'drizzle-orm';
import { categories, type CategoryRow } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { idArray, isAnyId, preparedPerHandle } from '../../db/prepared';

export function listCategories(db: DbExecutor): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.name), asc(categories.id));
}

const categoriesByIds = preparedPerHandle((db) =>
  db.select().from(categories).where(isAnyId(categories.id, 'ids')).prepare('categories_by_ids'),
);

export async function loadCategoriesById(db: DbExecutor, ids: readonly number[]): Promise<Map<number, CategoryRow>> {
  const rows = await categoriesByIds(db).execute({ ids: idArray(ids) });
  return new Map(rows.map((row) => [row.id, row]));
}
