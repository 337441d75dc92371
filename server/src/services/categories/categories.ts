import { asc, inArray } from 'drizzle-orm';
import { categories, type CategoryRow } from '../../db/schema';
import type { DbExecutor } from '../../db/client';

export function listCategories(db: DbExecutor): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.name), asc(categories.id));
}

export async function loadCategoriesById(db: DbExecutor, ids: readonly number[]): Promise<Map<number, CategoryRow>> {
  const rows = await db
    .select()
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}
