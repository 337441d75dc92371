/** Contact form rules (domain's contactRules): name, e-mail (format) and message are required. */
import { contactRules } from '@crecer/domain/contactRules';
import { fieldErrors } from '@crecer/domain/ruleKit';
import { validationError } from '../shared/errors';

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

/** Trims the fields and returns them, or throws BAD_USER_INPUT listing every problem by field. */
export function validateContactInput(raw: ContactInput): ContactInput {
  const errors = Object.entries(fieldErrors(contactRules, raw)).map(([field, message]) => ({ field, message }));
  if (errors.length > 0) throw validationError(errors);
  return { name: raw.name.trim(), email: raw.email.trim(), message: raw.message.trim() };
}
