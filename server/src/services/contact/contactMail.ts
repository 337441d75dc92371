/** The e-mail the psychologist receives for one contact message. */
import type Mail from 'nodemailer/lib/mailer';
import type { ContactMessageRow } from '../../db/schema';
import { type MailSettings, escapeHtml } from '../mail';

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
