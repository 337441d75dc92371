/**
 * The security notices the owner gets by e-mail, through the urgent
 * e-mail queue (mail/outgoingEmails.ts): a sign-in from an address her account had not used, and
 * a guesser reaching the per-account ceiling (login.ts).
 *
 * Without SMTP_URL they are queued all the same and wait, like contact
 * messages; each expires NOTICE_VALID_HOURS after it was queued, so setting up
 * e-mail later delivers the recent ones and never a months-old alarm.
 */
import type { DbExecutor } from '../../db/client';
import { queueEmail, type QueuedEmail, escapeHtml } from '../mail';
import type { AppServices } from '../appServices';

type MailQueueing = Pick<AppServices, 'jobs' | 'mailer' | 'config'>;

/** How long a notice may wait to be sent (e-mail down or not set up yet) before it is given up. */
export const NOTICE_VALID_HOURS = 24;

export const NOTICE_SUBJECTS = {
  newAddress: 'Nuevo inicio de sesión en tu cuenta',
  ceiling: 'Muchos intentos de inicio de sesión en tu cuenta',
} as const;

/** The time zone the site's admin shows dates in (web/src/features/admin/orders/orderFormat.ts). */
const WHEN = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** One mail from paragraphs of plain text: the same words in the text and the HTML part. */
function noticeMail(to: string, subject: string, paragraphs: string[]): QueuedEmail {
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
    expiresAt: new Date(Date.now() + NOTICE_VALID_HOURS * 60 * 60 * 1000),
  };
}

/** Queues the notice of a sign-in from `address` (the full client address) at `at`. */
export async function queueNewAddressNotice(
  services: MailQueueing,
  db: DbExecutor,
  email: string,
  address: string,
  at: Date,
): Promise<void> {
  await queueEmail(
    services,
    db,
    noticeMail(email, NOTICE_SUBJECTS.newAddress, [
      `Se inició sesión en el panel de administración con tu cuenta (${email}) desde una dirección que no habías usado: ${address}, el ${WHEN.format(at)} (hora de Argentina).`,
      'Si fuiste tú, no tienes que hacer nada.',
      'Si no fuiste tú, alguien conoce tu contraseña: cámbiala ahora en el panel («Cambiar contraseña») o con «Olvidé mi contraseña» en la pantalla de inicio de sesión. Al cambiarla se cierran todas las sesiones abiertas.',
    ]),
  );
}

export interface CeilingFacts {
  /** Attempts on the account per window before addresses it has not used are refused. */
  limit: number;
  windowMinutes: number;
  knownAddressDays: number;
}

/** Queues the notice that a guesser reached the per-account ceiling. */
export async function queueCeilingNotice(
  services: MailQueueing,
  db: DbExecutor,
  email: string,
  facts: CeilingFacts,
): Promise<void> {
  await queueEmail(
    services,
    db,
    noticeMail(email, NOTICE_SUBJECTS.ceiling, [
      `Hubo más de ${facts.limit} intentos de iniciar sesión con tu cuenta (${email}) en menos de ${facts.windowMinutes} minutos. Puede ser alguien que intenta adivinar tu contraseña desde muchas direcciones.`,
      `Para proteger tu cuenta, mientras sigan los intentos solo se aceptan inicios de sesión desde los lugares donde entraste en los últimos ${facts.knownAddressDays} días. Tu contraseña no cambió, y si alguien entrara desde un lugar nuevo te avisaríamos con otro correo.`,
      'Si necesitas entrar desde otro lugar, usa «Olvidé mi contraseña» en la pantalla de inicio de sesión: al elegir una contraseña nueva con el enlace que te enviamos, ese lugar queda reconocido.',
      'Si tu contraseña es corta o la usas en otros sitios, te conviene cambiarla.',
    ]),
  );
}
