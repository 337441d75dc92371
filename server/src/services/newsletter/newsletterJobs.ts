/**
 * The newsletter's background work: the delivery jobs, the confirmations that
 * wait for a later hour (confirmations.ts), the welcome e-mail (welcome.ts), and the two queues it
 * subscribes to content's events with. Publishing an article (by hand, by
 * restore or by schedule) starts the send waiting for it; returning it to
 * Borrador cancels that send. Content never imports the newsletter.
 */
import type { AnyJobDefinition, JobQueue } from '../../jobs/jobQueue';
import type { AppServices } from '../appServices';
import { CONTENT_EVENTS, type ContentEvent } from '../content';
import { startArticleCampaign } from './campaigns';
import { cancelWaitingCampaignOf } from './campaignControls';
import { confirmationJobs } from './confirmations';
import { deliveryJobs, requeueStalledCampaigns } from './delivery';
import { subscribeWelcome, welcomeJobs } from './welcome';

const START_QUEUE = 'newsletter-start';
const WITHDRAW_QUEUE = 'newsletter-withdraw';

const EVENT_POLICY = { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 } as const;

type NewsletterJobServices = Pick<AppServices, 'db' | 'config' | 'logger' | 'mailer' | 'jobs' | 'storage'>;

export function newsletterJobs(services: NewsletterJobServices): AnyJobDefinition[] {
  return [
    deliveryJobs(services),
    confirmationJobs(services),
    welcomeJobs(services),
    {
      queue: START_QUEUE,
      rank: 2,
      policy: EVENT_POLICY,
      run: async (event: ContentEvent) => {
        if (event.contentType !== 'article') return;
        const campaignId = await startArticleCampaign(services, event.id);
        if (campaignId !== null)
          services.logger.info({ campaignId, articleId: event.id }, 'newsletter campaign started');
      },
    },
    {
      queue: 'newsletter-sweep',
      rank: 8,
      policy: { retryLimit: 0, expireInSeconds: 300 },
      schedule: { cron: '*/5 * * * *' },
      run: async () => {
        const campaigns = await requeueStalledCampaigns(services);
        if (campaigns.length > 0) services.logger.warn({ campaigns }, 'stalled newsletter sends queued again');
      },
    },
    {
      queue: WITHDRAW_QUEUE,
      rank: 2,
      policy: EVENT_POLICY,
      run: async (event: ContentEvent) => {
        if (event.contentType === 'article') await cancelWaitingCampaignOf(services, event.id);
      },
    },
  ];
}

/** The newsletter listens to content (called once the queues are defined). */
export function subscribeNewsletter(jobs: JobQueue): void {
  jobs.subscribe(CONTENT_EVENTS.published, START_QUEUE);
  jobs.subscribe(CONTENT_EVENTS.withdrawn, WITHDRAW_QUEUE);
  subscribeWelcome(jobs);
}
