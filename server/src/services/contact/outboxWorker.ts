/** Runs the contact outbox on an interval inside the app process; stop() waits for the pass in flight. */
import type { AppServices } from '../../graphql/context';
import { createMailTransport } from './contactMail';
import { mailSettings } from './mailSettings';
import { deliverPendingMessages } from './outbox';

export interface BackgroundWorker {
  stop(): Promise<void>;
}

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
  let inFlight: Promise<void> | null = null;

  const runPass = () => {
    if (inFlight) return; // a slow SMTP server must not stack passes
    inFlight = deliverPendingMessages(services, transport)
      .then((report) => {
        if (report.sent + report.retrying + report.failed > 0) services.logger.info({ report }, 'contact outbox pass');
      })
      .catch((error: unknown) => services.logger.error({ err: error }, 'contact outbox pass failed'))
      .finally(() => {
        inFlight = null;
      });
  };
  const timer = setInterval(runPass, intervalMs);
  timer.unref();
  runPass();

  return {
    async stop() {
      clearInterval(timer);
      await inFlight;
      transport.close?.();
    },
  };
}
