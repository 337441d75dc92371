/**
 * The welcome e-mail, when she switched it on in Configuración: sent to who
 * confirms by the e-mailed link (NEWSLETTER_EVENTS.confirmed), never to the
 * addresses she imports as already subscribed (they know her already, and
 * thousands of welcomes at once would cost her provider's quota). A job of
 * its own queue, retried by its policy; the switch and the text are read when
 * it runs. Like every newsletter e-mail it carries the subscriber's one-click
 * unsubscribe link, derived from APP_SECRET at send time.
 */
import { and, eq } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema';
import type { AnyJobDefinition, JobQueue } from '../../jobs/jobQueue';
import type { AppServices } from '../appServices';
import { readEffectiveConfig } from '../siteConfig';
import { NEWSLETTER_EVENTS, type SubscriptionConfirmed } from './newsletterEvents';
import { listId, oneClickUnsubscribeUrl, unsubscribePageUrl } from './newsletterMail';
import { unsubscribeToken } from './subscriberTokens';
import { welcomeMail } from './welcomeMail';

export const WELCOME_QUEUE = 'newsletter-welcome';

export const WELCOME_KEYS = {
  enabled: 'newsletter_welcome_enabled',
  subject: 'newsletter_welcome_subject',
  body: 'newsletter_welcome_body',
} as const;

type WelcomeServices = Pick<AppServices, 'db' | 'config' | 'logger' | 'mailer'>;

/** Sends the welcome to a confirmed subscriber; false when it is off, e-mail is not set up, or the address is gone. */
export async function sendWelcome(services: WelcomeServices, subscriberId: number): Promise<boolean> {
  const { db, config, mailer } = services;
  if (!mailer.settings) return false;
  const entries = await readEffectiveConfig(db, Object.values(WELCOME_KEYS));
  const value = (key: string) => entries.find((entry) => entry.key === key)?.value ?? '';
  if (value(WELCOME_KEYS.enabled) !== 'true') return false;
  const [subscriber] = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.id, subscriberId), eq(newsletterSubscribers.status, 'confirmado')));
  if (!subscriber) return false;
  const token = unsubscribeToken(config.appSecret, subscriberId, subscriber.email);
  const mail = welcomeMail(
    value(WELCOME_KEYS.subject),
    value(WELCOME_KEYS.body),
    unsubscribePageUrl(config.publicUrl, token),
  );
  await mailer.send({
    from: mailer.settings.from,
    to: subscriber.email,
    ...mail,
    headers: {
      'List-Id': listId(config.publicUrl),
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(config.publicUrl, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  services.logger.info({ subscriberId }, 'newsletter welcome sent');
  return true;
}

export function welcomeJobs(services: WelcomeServices): AnyJobDefinition {
  return {
    queue: WELCOME_QUEUE,
    rank: 3,
    policy: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
    run: async (event: SubscriptionConfirmed) => void (await sendWelcome(services, event.subscriberId)),
  };
}

/** The welcome listens to confirmations (called once the queues are defined). */
export function subscribeWelcome(jobs: JobQueue): void {
  jobs.subscribe(NEWSLETTER_EVENTS.confirmed, WELCOME_QUEUE);
}
