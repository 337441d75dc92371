/**
 * The building blocks every rule module shares (content, games), so "required"
 * means the same thing in each and errors are read out one way.
 */
import * as v from 'valibot';

/** Text with something besides blanks in it. */
export const requiredText = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** A choice the owner has to make (a select left empty is null). */
export const requiredChoice = (message: string) =>
  v.pipe(
    v.nullable(v.string()),
    v.check((value) => Boolean(value), message),
  );

/**
 * The first message for each field that breaks a rule, in the order the rules
 * are written (the forms show one message per field; the API lists them all).
 */
export function fieldErrors<Schema extends v.GenericSchema>(
  rules: Schema,
  facts: v.InferInput<Schema>,
): Record<string, string> {
  const result = v.safeParse(rules, facts);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const field = v.getDotPath(issue);
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The first broken rule's message, for forms that show one message for the whole form. */
export function firstError<Schema extends v.GenericSchema>(rules: Schema, facts: v.InferInput<Schema>): string | null {
  return Object.values(fieldErrors(rules, facts))[0] ?? null;
}
