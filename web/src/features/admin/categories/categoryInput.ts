import type { CategoryInput } from '../gql/graphql';

/** Spec §5: the name is required after trimming; an empty description is stored as null. */
export function toCategoryInput(name: string, description: string): CategoryInput | null {
  if (!name.trim()) return null;
  return { name: name.trim(), description: description.trim() || null };
}
