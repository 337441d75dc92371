/**
 * The newsletter's e-mails: the confirmation of a subscription, an article's
 * announcement, and the owner's notice of a flood of subscriptions. Plain text plus simple inline-styled HTML, which is
 * what mail clients render reliably; every value put into HTML is escaped.
 */
import { NEWSLETTER_PATHS } from '@crecer/domain/newsletterRules';
import { escapeHtml } from '../mail';

export const SITE_NAME = 'Crecer en Familia';

/**
 * Where each subscriber's own unsubscribe link goes in a campaign's stored
 * bodies (personalize fills it in at send time). Letters only, so escaping
 * leaves it alone and no article text can contain it by chance.
 */
export const UNSUBSCRIBE_PLACEHOLDER = 'XXNEWSLETTERUNSUBSCRIBEURLXX';

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Links in e-mail bodies carry the token in the fragment, as the password
 * reset link does: the browser never sends it, so it stays out of access
 * logs, Referer headers and the page cache, and the page is the same for
 * everyone. The page reads it after hydration.
 */
export function confirmationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${NEWSLETTER_PATHS.confirm}#${token}`;
}

export function unsubscribePageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${NEWSLETTER_PATHS.unsubscribe}#${token}`;
}

/**
 * The List-Unsubscribe header's link: mail apps POST to it (RFC 8058), so the
 * token must reach the server, in the query. A GET of it (an older app opening
 * it in a browser) is redirected to the page (http/newsletter.ts).
 */
export function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${NEWSLETTER_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`;
}

/**
 * The List-Id header's value (RFC 2919): the list's name and an identifier under
 * the site's own host, so mail apps and filters can group and mute the newsletter.
 */
export function listId(publicUrl: string): string {
  return `${SITE_NAME} <newsletter.${new URL(publicUrl).hostname}>`;
}

export function confirmationMail(publicUrl: string, token: string): ComposedMail {
  const link = confirmationUrl(publicUrl, token);
  return {
    subject: `Confirma tu suscripción a ${SITE_NAME}`,
    text: [
      'Hola:',
      '',
      `Pediste recibir por e-mail los nuevos artículos de ${SITE_NAME}. Para confirmarlo, abre este enlace:`,
      link,
      '',
      'Si no fuiste tú, ignora este mensaje: no te escribiremos más y tu dirección se borra en una semana.',
    ].join('\n'),
    html: page(
      `<p>Hola:</p>
<p>Pediste recibir por e-mail los nuevos artículos de ${SITE_NAME}. Para confirmarlo, pulsa el botón:</p>
${button(link, 'Confirmar mi suscripción')}
<p style="color:#555;font-size:14px">Si no fuiste tú, ignora este mensaje: no te escribiremos más y tu dirección se borra en una semana.</p>`,
    ),
  };
}

/** The owner's notice that the hourly ceiling of confirmation e-mails was reached (confirmations.ts). */
export function ceilingNoticeMail(publicUrl: string, limit: number): ComposedMail {
  const paragraphs = [
    `En la última hora se pidieron más de ${limit} suscripciones a los artículos por e-mail en ${publicUrl}. Es el máximo de e-mails de confirmación que el sitio envía por hora.`,
    `Las nuevas suscripciones quedan pendientes y su e-mail de confirmación sale más tarde, ${limit} por hora como máximo. A quien se suscribe, el sitio le responde lo mismo de siempre.`,
    'Si no esperabas tantas suscripciones (por ejemplo, no compartiste un artículo hace poco), puede ser alguien que usa el formulario para enviar e-mails a direcciones ajenas. No tienes que hacer nada: las direcciones que nadie confirma se borran solas en una semana.',
    'Este aviso se envía una vez por hora como máximo mientras dure.',
  ];
  return {
    subject: 'Muchas suscripciones nuevas en poco tiempo',
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
}

export interface AnnouncedArticle {
  id: number;
  title: string;
  summary: string;
  imageUrl: string | null;
}

/** An article's announcement, with UNSUBSCRIBE_PLACEHOLDER for the subscriber's link. */
export function articleMail(publicUrl: string, article: AnnouncedArticle): ComposedMail {
  const link = `${publicUrl}/articulos/${article.id}`;
  const image = article.imageUrl ? absolute(publicUrl, article.imageUrl) : null;
  const footerText = `Recibes este e-mail porque te suscribiste a los artículos de ${SITE_NAME}.`;
  return {
    subject: article.title,
    text: [
      `Nuevo artículo en ${SITE_NAME}`,
      '',
      article.title,
      '',
      article.summary,
      '',
      `Leer el artículo: ${link}`,
      '',
      '--',
      footerText,
      `Darte de baja con un clic: ${UNSUBSCRIBE_PLACEHOLDER}`,
    ].join('\n'),
    html: page(
      `<p style="color:#555;font-size:14px;margin:0 0 12px">Nuevo artículo en ${SITE_NAME}</p>
${image ? `<img src="${escapeHtml(image)}" alt="" width="560" style="width:100%;max-width:560px;height:auto;border-radius:8px">` : ''}
<h1 style="font-size:24px;line-height:1.3;margin:16px 0">${escapeHtml(article.title)}</h1>
<p style="font-size:16px;line-height:1.6">${escapeHtml(article.summary)}</p>
${button(link, 'Leer el artículo')}
<hr style="border:none;border-top:1px solid #ddd;margin:32px 0 16px">
<p style="color:#555;font-size:13px">${footerText}<br><a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:#555">Darte de baja</a> (con un clic; tu dirección se borra).</p>`,
    ),
  };
}

/** A campaign's stored bodies with one subscriber's unsubscribe link in place. */
export function personalize(
  bodies: { text: string; html: string },
  unsubscribeLink: string,
): { text: string; html: string } {
  return {
    text: bodies.text.split(UNSUBSCRIBE_PLACEHOLDER).join(unsubscribeLink),
    html: bodies.html.split(UNSUBSCRIBE_PLACEHOLDER).join(escapeHtml(unsubscribeLink)),
  };
}

function absolute(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

function button(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#2f6f5e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:600">${label}</a></p>`;
}

function page(body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${SITE_NAME}</title></head>
<body style="margin:0;padding:24px;background:#f6f4ef;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
${body}
</div></body></html>`;
}
