/**
 * The newsletter's rules and texts, once. The subscribe box, on every article
 * page's first load, checks only the address's shape (newsletterEmailShapeError:
 * no parser in that bundle); the server checks the shape and then parses the
 * address as the contact form does (it stays the authority).
 */
import { EMAIL_MESSAGES } from './emailMessages';

export const NEWSLETTER_LIMITS = {
  email: 254,
  /** A confirmation link works this long; an address never confirmed is then deleted. */
  confirmDays: 7,
} as const;

/** Where the e-mailed links lead (the token follows in the fragment), and the admin's CSV export. */
export const NEWSLETTER_PATHS = {
  confirm: '/newsletter/confirmar',
  unsubscribe: '/newsletter/baja',
  subscribersCsv: '/download/admin/suscriptores.csv',
} as const;

export const NEWSLETTER_MESSAGES = {
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  subscribed: 'Te enviamos un e-mail para confirmar tu suscripción. Revisa tu bandeja de entrada.',
  throttled: 'Pediste demasiadas suscripciones en poco tiempo. Por favor, espera una hora e inténtalo de nuevo.',
  notConfigured: 'La suscripción por e-mail no está disponible en este momento.',
  confirmLinkInvalid:
    'Este enlace de confirmación no es válido o ya venció. Vuelve a suscribirte para recibir uno nuevo.',
  linkIncomplete: 'El enlace no es válido o está incompleto.',
  unsubscribeLinkInvalid:
    'Este enlace de baja no es válido o ya se usó: no dio de baja ninguna dirección. Si sigues recibiendo nuestros e-mails, usa el enlace «Darte de baja» del más reciente.',
  articleNotFound: 'El artículo no existe.',
  articleIsDraft: 'Publica o programa el artículo antes de enviarlo a los suscriptores.',
  alreadySent: 'Este artículo ya se envió a los suscriptores.',
  mailNotConfigured: 'El e-mail no está configurado: no se pueden enviar artículos a los suscriptores.',
  noAdminEmail: 'Tu cuenta no tiene un e-mail al que enviar la prueba.',
  subscriberNotFound: 'El suscriptor no existe.',
  campaignNotFound: 'El envío no existe.',
  cannotPause: 'Solo se puede pausar un envío en curso.',
  cannotResume: 'Solo se puede reanudar un envío en pausa.',
  cannotCancel: 'Este envío ya terminó o ya se canceló.',
  deliveryNotRetriable: 'Solo se puede reintentar un e-mail que falló, de un envío que no se canceló.',
} as const;

/** The trimmed address's problem in the box's words (missing, or not shaped like name@domain.tld), or null. */
export function newsletterEmailShapeError(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return NEWSLETTER_MESSAGES.emailRequired;
  if (trimmed.length > NEWSLETTER_LIMITS.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed))
    return NEWSLETTER_MESSAGES.emailInvalid;
  return null;
}
