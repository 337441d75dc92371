/** Runs the contact outbox every 15 seconds inside the app process (see backgroundWorker.ts). */
import type { AppServices } from '../types';
import { startIntervalWorker, type BackgroundWorker } from '../backgroundWorker';
import { createMailTransport } from './contactMail';
import { mailSettings } from './mailSettings';
import { deliverPendingMessages } from './outbox';

export const OUTBOX_INTERVAL_MS = 15_000;

export function startContactOutbox(
  services: Pick<AppServices, 'db' | 'config' | 'logger'>,
  intervalMs = OUTBOX_INTERVAL_MS,
): BackgroundWorker {
  const settings = mailSettings(services.config);
  if (!settings) {
    services.logger.info('contact e-mail not configured (SMTP_URL/CONTACT_TO); messages stay in the admin inbox');
    return { stop: async () => {} };
  }
  const transport = createMailTransport(settings.smtpUrl);
  return startIntervalWorker({
    name: 'contact outbox',
    intervalMs,
    logger: services.logger,
    async pass() {
      const report = await deliverPendingMessages(services, transport);
      if (report.sent + report.retrying + report.failed > 0) services.logger.info({ report }, 'contact outbox pass');
    },
    onStop: () => transport.close?.(),
  });
}
