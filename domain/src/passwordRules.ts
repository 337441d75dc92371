/**
 * The owner's password rules and the messages of the password screens
 * ('Olvidé mi contraseña', 'Restablecer contraseña', 'Cambiar contraseña'),
 * once: the admin forms check as she types and the server checks again.
 */
import { EMAIL_MESSAGES } from './emailMessages';

export const PASSWORD_LIMITS = {
  min: 8,
  /** Argon2 takes any length; a bound keeps one request from hashing megabytes. */
  max: 128,
  /** How long an e-mailed reset link works. */
  resetLinkMinutes: 30,
} as const;

/**
 * The admin screen an e-mailed reset link opens. The token follows in the
 * fragment (#…), which browsers never send to a server: it stays out of
 * access logs, proxy logs and Referer headers.
 */
export const RESET_PASSWORD_PATH = '/admin/restablecer-contrasena';

export const PASSWORD_MESSAGES = {
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  currentRequired: 'Ingresa tu contraseña actual.',
  currentWrong: 'La contraseña actual no es correcta.',
  newRequired: 'Ingresa la nueva contraseña.',
  tooShort: `La nueva contraseña debe tener al menos ${PASSWORD_LIMITS.min} caracteres.`,
  tooLong: `La nueva contraseña no puede superar los ${PASSWORD_LIMITS.max} caracteres.`,
  sameAsCurrent: 'La nueva contraseña debe ser distinta de la actual.',
  /** Checked on the server only (the lists weigh megabytes): server/src/services/auth/guessablePasswords.ts. */
  guessable:
    'Esa contraseña es de las primeras que se prueban para entrar en una cuenta. Elige otra: una frase de tres o cuatro palabras es fácil de recordar y difícil de adivinar.',
  mismatch: 'Las contraseñas no coinciden.',
  resetRequested: `Si el correo corresponde a una cuenta, te enviamos un enlace para restablecer la contraseña. Revisa tu bandeja de entrada: el enlace vence en ${PASSWORD_LIMITS.resetLinkMinutes} minutos y sirve una sola vez.`,
  resetLinkInvalid: 'El enlace para restablecer la contraseña no es válido, ya se usó o venció. Pide uno nuevo.',
  resetDone: 'Tu contraseña se actualizó. Inicia sesión con la nueva contraseña.',
  changed: 'Tu contraseña se actualizó. Las demás sesiones se cerraron.',
  throttled: 'Demasiados intentos. Por favor, espera unos minutos e inténtalo de nuevo.',
  mailNotConfigured:
    'Este sitio todavía no tiene configurado el envío de correos, así que no podemos enviarte el enlace. Pide a quien administra el servidor que configure SMTP_URL.',
} as const;

/** The message for a new password that breaks a rule, or null when it is acceptable. */
export function newPasswordError(password: string): string | null {
  if (!password) return PASSWORD_MESSAGES.newRequired;
  if (password.length < PASSWORD_LIMITS.min) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_LIMITS.max) return PASSWORD_MESSAGES.tooLong;
  return null;
}

/** A loose shape check: the address is only looked up, never written into a mail header. */
export function emailShapeError(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return PASSWORD_MESSAGES.emailRequired;
  if (trimmed.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(trimmed)) return PASSWORD_MESSAGES.emailInvalid;
  return null;
}
