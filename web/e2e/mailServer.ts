/**
 * A server of its own that sends e-mail to an SMTP sink on loopback, for the
 * files that read what the site sends (newsletter, import, link pages); the
 * shared lane server has no mail.
 */
import { freeLoopbackPort, startSmtpSink, type SmtpSink } from '../../server/test/smtpSink';
import { E2E_ADMIN, startServer, type E2EServer } from './globalSetup';

export async function startServerWithMail(): Promise<{ server: E2EServer; sink: SmtpSink }> {
  const smtpPort = await freeLoopbackPort();
  const sink = await startSmtpSink(smtpPort);
  const server = await startServer({
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CONTACT_TO: 'consultas@crecerenfamilia.test',
  });
  return { server, sink };
}
