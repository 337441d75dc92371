import { categoryRules, fieldErrors } from '@crecer/domain/contentRules';
import { eq } from 'drizzle-orm';
import { categories, CATEGORY_NAME_UNIQUE, type CategoryRow } from '../../db/schema';
import type { AppServices } from '../appServices';
import { notFound } from '../shared/errors';
import { parseId } from '../shared/ids';
import { withUniqueName } from '../shared/uniqueNames';
import { throwIfInvalid } from '../shared/validation';

export interface CategoryInputData {
  name: string;
  description?: string | null;
}

function clean(input: CategoryInputData) {
  const name = input.name?.trim() ?? '';
  throwIfInvalid(fieldErrors(categoryRules, { name }));
  // Spec: the description is trimmed and stored as null when empty.
  return { name, description: input.description?.trim() || null };
}

export async function saveCategory(
  services: AppServices,
  input: CategoryInputData,
  rawId?: string,
): Promise<CategoryRow> {
  const values = clean(input);
  const [row] = await withUniqueName(
    () =>
      rawId
        ? services.db
            .update(categories)
            .set(values)
            .where(eq(categories.id, parseId(rawId)))
            .returning()
        : services.db.insert(categories).values(values).returning(),
    CATEGORY_NAME_UNIQUE,
    'name',
    'Ya existe una categoría con ese nombre (sin contar mayúsculas ni tildes).',
  );
  if (!row) throw notFound('Categoría no encontrada.');
  return row;
}

/** Linked articles and guides are kept; ON DELETE SET NULL leaves them without a category. */
export async function deleteCategory(services: AppServices, rawId: string): Promise<number> {
  const id = parseId(rawId);
  const [row] = await services.db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  if (!row) throw notFound('Categoría no encontrada.');
  return id;
}
