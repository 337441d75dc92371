/**
 * The contact form's rules (public spec §5), once: the visitor's form checks
 * them as she sends and the server checks them again (it stays the authority).
 * A valibot schema like the admin's rules; the public pages load it only with
 * the contact section, which is fetched when the visitor scrolls near it.
 */
import * as v from 'valibot';
import { isDeliverableAddress } from './emailAddress';
import { EMAIL_MESSAGES } from './emailMessages';

export const CONTACT_LIMITS = { name: 200, email: 254, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Por favor, ingresa tu nombre.',
  nameTooLong: `El nombre no puede superar los ${CONTACT_LIMITS.name} caracteres.`,
  nameLineBreak: 'El nombre no puede contener saltos de línea.',
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  messageRequired: 'Por favor, escribe tu mensaje.',
  messageTooLong: `El mensaje no puede superar los ${CONTACT_LIMITS.message} caracteres.`,
} as const;

// CR/LF would let a visitor inject mail headers: through the subject (name) or Reply-To (e-mail).
const LINE_BREAK = /[\r\n]/;

/** Values are trimmed first; each field's first broken rule is its message (fieldErrors). */
export const contactRules = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(CONTACT_MESSAGES.nameRequired),
    v.check((name) => !LINE_BREAK.test(name), CONTACT_MESSAGES.nameLineBreak),
    v.maxLength(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(CONTACT_MESSAGES.emailRequired),
    v.check(
      (email) => !LINE_BREAK.test(email) && email.length <= CONTACT_LIMITS.email && isDeliverableAddress(email),
      CONTACT_MESSAGES.emailInvalid,
    ),
  ),
  message: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(CONTACT_MESSAGES.messageRequired),
    v.maxLength(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
  ),
});

export type ContactFacts = v.InferInput<typeof contactRules>;
