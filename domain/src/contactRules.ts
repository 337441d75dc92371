/**
 * The contact form's limits and messages (public spec §5), once: the visitor's
 * form checks as she types and the server checks again. Plain constants, no
 * library: this file is part of every public page's bundle. The address rule,
 * with its RFC 5322 parser, is emailAddress.ts, loaded with the form only.
 */
export const CONTACT_LIMITS = { name: 200, email: 254, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Por favor, ingresa tu nombre.',
  nameTooLong: `El nombre no puede superar los ${CONTACT_LIMITS.name} caracteres.`,
  nameLineBreak: 'El nombre no puede contener saltos de línea.',
  emailRequired: 'Por favor, ingresa tu correo electrónico.',
  emailInvalid: 'Por favor, ingresa un correo electrónico válido.',
  messageRequired: 'Por favor, escribe tu mensaje.',
  messageTooLong: `El mensaje no puede superar los ${CONTACT_LIMITS.message} caracteres.`,
} as const;
