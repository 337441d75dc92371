import { validationError } from './errors';

/**
 * Throws the broken rules (field → message, from @crecer/domain/contentRules)
 * together, so the form can show them all at once.
 */
export function throwIfInvalid(errors: Record<string, string>): void {
  const fields = Object.entries(errors).map(([field, message]) => ({ field, message }));
  if (fields.length > 0) throw validationError(fields);
}
