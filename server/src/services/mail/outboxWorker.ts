/** Runs the e-mail outbox every 15 seconds inside the app process (see backgroundWorker.ts). */
import type { AppServices } from '../types';
import { startIntervalWorker, type BackgroundWorker } from '../backgroundWorker';
import { createMailTransport } from './transport';
import { mailSettings } from './mailSettings';
import { deliverPendingMessages, OUTBOX_INTERVAL_MS } from './outbox';

export function startMailOutbox(
  services: Pick<AppServices, 'db' | 'config' | 'logger'>,
  intervalMs = OUTBOX_INTERVAL_MS,
): BackgroundWorker {
  const settings = mailSettings(services.config);
  if (!settings) {
    services.logger.info(
      'e-mail not configured (SMTP_URL/CONTACT_TO): contact messages stay in the admin inbox, no password-reset link can be sent, and sign-in notices to the owner wait in the outbox (sent if e-mail is set up within a day)',
    );
    return { stop: async () => {} };
  }
  const transport = createMailTransport(settings.smtpUrl);
  return startIntervalWorker({
    name: 'mail outbox',
    intervalMs,
    logger: services.logger,
    async pass() {
      const report = await deliverPendingMessages(services, transport, intervalMs);
      const { newsletter } = report;
      const worked =
        report.sent + report.retrying + report.failed + newsletter.sent + newsletter.retrying + newsletter.failed;
      if (worked > 0) services.logger.info({ report }, 'mail outbox pass');
    },
    onStop: () => transport.close?.(),
  });
}
