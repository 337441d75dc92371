import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@crecer/domain/contactRules';

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
  /** Honeypot: people never see it, bots fill it in. */
  website: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', message: '', website: '' };

// Same shape the server accepts: one @, no spaces, a dot-separated domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Spec §5: name, email (email format) and message are all required. Null means valid. */
export const contactFormRules = {
  name: (value: string) => {
    if (!value.trim()) return CONTACT_MESSAGES.nameRequired;
    return value.trim().length > CONTACT_LIMITS.name ? CONTACT_MESSAGES.nameTooLong : null;
  },
  email: (value: string) => {
    if (!value.trim()) return CONTACT_MESSAGES.emailRequired;
    return EMAIL_PATTERN.test(value.trim()) ? null : CONTACT_MESSAGES.emailInvalid;
  },
  message: (value: string) => {
    if (!value.trim()) return CONTACT_MESSAGES.messageRequired;
    return value.trim().length > CONTACT_LIMITS.message ? CONTACT_MESSAGES.messageTooLong : null;
  },
};
