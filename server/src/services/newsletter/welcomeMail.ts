/**
 * The welcome e-mail's bodies from the text she wrote in Configuración
 * (newsletter_welcome_subject and _body): paragraphs split at blank lines,
 * every character of hers escaped in the HTML, and the unsubscribe footer of
 * every newsletter e-mail.
 */
import { escapeHtml } from '../mail';
import { SITE_NAME, type ComposedMail } from './newsletterMail';

export function welcomeMail(subject: string, body: string, unsubscribeLink: string): ComposedMail {
  const paragraphs = body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const footer = `Recibes este e-mail porque te suscribiste a los artículos de ${SITE_NAME}.`;
  const html = paragraphs
    .map((paragraph) => `<p style="font-size:16px;line-height:1.6">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return {
    subject: subject.trim() || SITE_NAME,
    text: [...paragraphs, '--', `${footer}\nDarte de baja con un clic: ${unsubscribeLink}`].join('\n\n'),
    html: `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${SITE_NAME}</title></head>
<body style="margin:0;padding:24px;background:#f6f4ef;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
${html}
<hr style="border:none;border-top:1px solid #ddd;margin:32px 0 16px">
<p style="color:#555;font-size:13px">${footer}<br><a href="${escapeHtml(unsubscribeLink)}" style="color:#555">Darte de baja</a> (con un clic; tu dirección se borra).</p>
</div></body></html>`,
  };
}
