/** The e-mail the psychologist receives for one contact message, and the SMTP transport that sends it. */
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { ContactMessageRow } from '../../db/schema';
import type { MailSettings } from './mailSettings';

/** What the outbox needs from a transport; tests may pass their own. */
export interface MailTransport {
  sendMail(mail: Mail.Options): Promise<unknown>;
  close?(): void;
}

/** Bounded timeouts, so a silent SMTP host fails the attempt long before the outbox reclaims the row. */
export function createMailTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The visitor's address goes only into Reply-To: From stays our own sender,
 * so the mail passes SPF/DKIM and "Responder" answers the visitor.
 */
export function composeContactMail(
  message: Pick<ContactMessageRow, 'name' | 'email' | 'message'>,
  settings: Pick<MailSettings, 'to' | 'from'>,
): Mail.Options {
  const { name, email } = message;
  const html = [
    `<p><strong>Nombre:</strong> ${escapeHtml(name)}</p>`,
    `<p><strong>Correo electrónico:</strong> ${escapeHtml(email)}</p>`,
    `<p><strong>Mensaje:</strong></p>`,
    `<p>${escapeHtml(message.message).replace(/\r?\n/g, '<br>')}</p>`,
  ].join('\n');
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name, address: email },
    subject: `Nuevo mensaje de contacto de ${name}`,
    text: `Nombre: ${name}\nCorreo electrónico: ${email}\n\nMensaje:\n${message.message}\n`,
    html,
  };
}
