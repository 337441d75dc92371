/**
 * Category names and puzzle words are unique, and the database says so
 * (drizzle/schema: categories_name_normalized_key, puzzle_words_word_key):
 * a check-then-insert in the service would let two saves at once slip
 * through. A refused insert or update becomes a Spanish message on the field.
 */
import { badInput } from './errors';

/** Whether the error (or one it wraps) is Postgres refusing a duplicate for this constraint. */
export function violatesUnique(error: unknown, constraint: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: pglite, constraint_name: postgres } = current as Record<string, unknown>;
    if (code === '23505') return pglite === constraint || postgres === constraint;
  }
  return false;
}

/** Runs the write; a duplicate for `constraint` is reported as `message` on `field`. */
export async function withUniqueName<T>(
  write: () => Promise<T>,
  constraint: string,
  field: string,
  message: string,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatesUnique(error, constraint)) throw badInput(message, field);
    throw error;
  }
}
