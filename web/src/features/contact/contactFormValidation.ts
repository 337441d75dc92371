import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@crecer/domain/contactRules';
import { contactEmailProblem } from '@crecer/domain/emailAddress';

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
  /** Honeypot: people never see it, bots fill it in. */
  website: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', message: '', website: '' };

/** Spec §5: name, email (email format) and message are all required. Null means valid. */
export const contactFormRules = {
  name: (value: string) => {
    if (!value.trim()) return CONTACT_MESSAGES.nameRequired;
    return value.trim().length > CONTACT_LIMITS.name ? CONTACT_MESSAGES.nameTooLong : null;
  },
  // The server's own rule (an RFC 5322 parser), so the form never accepts what the server refuses.
  email: contactEmailProblem,
  message: (value: string) => {
    if (!value.trim()) return CONTACT_MESSAGES.messageRequired;
    return value.trim().length > CONTACT_LIMITS.message ? CONTACT_MESSAGES.messageTooLong : null;
  },
};
