import { eq } from 'drizzle-orm';
import { categories } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { parseOptionalId } from '../shared/ids';

/** The category id if it exists; null when missing, malformed or unknown. */
export async function existingCategoryId(
  db: DbExecutor,
  raw: string | number | null | undefined,
): Promise<number | null> {
  let id: number | null;
  try {
    id = parseOptionalId(raw, 'categoryId');
  } catch {
    return null;
  }
  if (id === null) return null;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row?.id ?? null;
}
