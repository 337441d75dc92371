/** The messages of every form that asks for an e-mail address (contact, password reset), once. */
export const EMAIL_MESSAGES = {
  required: 'Por favor, ingresa tu correo electrónico.',
  invalid: 'Por favor, ingresa un correo electrónico válido.',
} as const;
