/** The SMTP transport every e-mail job sends through (mail/mailer.ts keeps one per process). */
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** What the mailer needs from a transport; tests may pass their own. */
export interface MailTransport {
  sendMail(mail: Mail.Options): Promise<unknown>;
  close?(): void;
}

/** Bounded timeouts, so a silent SMTP host fails the attempt long before the job system takes the job for a dead one. */
export function createMailTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
}

/** Text made safe to place inside HTML e-mail bodies. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
