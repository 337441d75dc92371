/** Contact form rules: name, e-mail (format) and message are required. */
import { validationError, type FieldError } from '../../graphql/errors';

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

export const CONTACT_LIMITS = { name: 200, email: 254, message: 5000 } as const;

// Worded like the web form's own checks, so a visitor reads the same sentence either way.
export const CONTACT_MESSAGES = {
  nameRequired: 'Por favor, ingresa tu nombre.',
  nameTooLong: `El nombre no puede superar los ${CONTACT_LIMITS.name} caracteres.`,
  nameLineBreak: 'El nombre no puede contener saltos de línea.',
  emailRequired: 'Por favor, ingresa tu correo electrónico.',
  emailInvalid: 'Por favor, ingresa un correo electrónico válido.',
  messageRequired: 'Por favor, escribe tu mensaje.',
  messageTooLong: `El mensaje no puede superar los ${CONTACT_LIMITS.message} caracteres.`,
} as const;

// One @, no spaces, a dot in the domain: the shape a person types, not full RFC 5322.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// CR/LF would let a visitor inject mail headers through the subject or Reply-To.
const LINE_BREAK = /[\r\n]/;

/** Trims the fields and returns them, or throws BAD_USER_INPUT listing every problem by field. */
export function validateContactInput(raw: ContactInput): ContactInput {
  const name = raw.name.trim();
  const email = raw.email.trim();
  const message = raw.message.trim();
  const errors: FieldError[] = [];

  if (!name) errors.push({ field: 'name', message: CONTACT_MESSAGES.nameRequired });
  else if (LINE_BREAK.test(name)) errors.push({ field: 'name', message: CONTACT_MESSAGES.nameLineBreak });
  else if (name.length > CONTACT_LIMITS.name) errors.push({ field: 'name', message: CONTACT_MESSAGES.nameTooLong });

  if (!email) errors.push({ field: 'email', message: CONTACT_MESSAGES.emailRequired });
  else if (LINE_BREAK.test(email) || email.length > CONTACT_LIMITS.email || !EMAIL_PATTERN.test(email))
    errors.push({ field: 'email', message: CONTACT_MESSAGES.emailInvalid });

  if (!message) errors.push({ field: 'message', message: CONTACT_MESSAGES.messageRequired });
  else if (message.length > CONTACT_LIMITS.message)
    errors.push({ field: 'message', message: CONTACT_MESSAGES.messageTooLong });

  if (errors.length > 0) throw validationError(errors);
  return { name, email, message };
}
