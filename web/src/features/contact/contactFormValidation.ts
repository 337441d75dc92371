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
  name: (value: string) => (value.trim() ? null : 'Por favor, ingresa tu nombre.'),
  email: (value: string) => {
    if (!value.trim()) return 'Por favor, ingresa tu correo electrónico.';
    return EMAIL_PATTERN.test(value.trim()) ? null : 'Por favor, ingresa un correo electrónico válido.';
  },
  message: (value: string) => (value.trim() ? null : 'Por favor, escribe tu mensaje.'),
};
