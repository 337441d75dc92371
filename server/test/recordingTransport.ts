/**
 * A mail transport that keeps what it is given instead of sending it, for
 * tests that read the e-mails a service wrote. It can refuse some recipients
 * (a 550 as an SMTP server answers) or hang at the n-th call (a server that
 * stops answering mid-send).
 */
import type Mail from 'nodemailer/lib/mailer';
import type { MailTransport } from '../src/services/mail';

export interface RecordingTransportOptions {
  /** Recipients the server refuses. */
  failFor?: Set<string>;
  /** The call (1-based) that never settles. */
  hangAt?: number;
}

export function recordingTransport(options: RecordingTransportOptions = {}) {
  const mails: Mail.Options[] = [];
  let calls = 0;
  const transport: MailTransport = {
    async sendMail(mail) {
      calls += 1;
      if (options.hangAt === calls) return new Promise(() => {});
      if (options.failFor?.has(String(mail.to))) throw new Error(`550 5.1.1 <${String(mail.to)}>: mailbox unavailable`);
      mails.push(mail);
      return {};
    },
  };
  return { transport, mails, recipients: () => mails.map((mail) => String(mail.to)) };
}
