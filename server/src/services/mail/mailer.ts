/**
 * The process's way out for e-mail: one SMTP transport, made on the first send
 * and reused by every job, closed at shutdown. It knows no feature: jobs hand
 * it finished e-mails. Tests replace the transport with one that records.
 */
import type Mail from 'nodemailer/lib/mailer';
import type { Config } from '../../config';
import { mailSettings, type MailSettings } from './mailSettings';
import { createMailTransport, type MailTransport } from './transport';
import { MAIL_NOT_CONFIGURED_ERROR } from './deliverRow';

export interface Mailer {
  /** Null when e-mail is not set up (SMTP_URL and a recipient). */
  readonly settings: MailSettings | null;
  send(mail: Mail.Options): Promise<unknown>;
  /** Sends through `transport` from now on (tests; a transport made elsewhere). */
  useTransport(transport: MailTransport): void;
  close(): void;
}

export function createMailer(config: Config): Mailer {
  const settings = mailSettings(config);
  let transport: MailTransport | null = null;
  return {
    settings,
    send(mail) {
      if (!settings) return Promise.reject(new Error(MAIL_NOT_CONFIGURED_ERROR));
      transport ??= createMailTransport(settings.smtpUrl);
      return transport.sendMail(mail);
    },
    useTransport(given) {
      transport = given;
    },
    close() {
      transport?.close?.();
      transport = null;
    },
  };
}
