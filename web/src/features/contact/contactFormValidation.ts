import { contactRules } from '@crecer/domain/contactRules';
import { fieldErrors } from '@crecer/domain/ruleKit';

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
  /** Honeypot: people never see it, bots fill it in. */
  website: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', message: '', website: '' };

/**
 * Spec §5: name, email (email format) and message are all required. The
 * server's own rules (domain's contactRules, with its RFC 5322 parser), so the
 * form never accepts what the server refuses. One message per field.
 */
export function validateContactForm(values: ContactFormValues): Record<string, string> {
  return fieldErrors(contactRules, values);
}
