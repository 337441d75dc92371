/**
 * Goals: what readers did that the owner counts, as daily totals per goal and
 * subject (analytics_goals). The server-side facts arrive as other features'
 * events (a confirmed subscriber, an unsubscribe, an approved purchase, a free
 * download), each on a queue of analytics' own, so none of those features
 * imports analytics; the browser's facts come through recordGoal.ts.
 * backgroundJobs.ts names the events: analytics imports none of those
 * features either (the view writer imports analytics, and they import the
 * services the view writer is part of).
 */
import { sql } from 'drizzle-orm';
import { analyticsGoals } from '../../db/schema';
import type { Database, DbExecutor } from '../../db/client';
import type { AnyJobDefinition, JobDefinition, JobQueue } from '../../jobs/jobQueue';
import { siteDay } from './siteDay';

export const GOALS = {
  gameStarted: 'game_started',
  gameFinished: 'game_finished',
  guideBuyClick: 'guide_buy_click',
  guidePurchase: 'guide_purchase',
  guideDownload: 'guide_download',
  newsletterConfirmed: 'newsletter_confirmed',
  newsletterUnsubscribed: 'newsletter_unsubscribed',
} as const;

export type GoalName = (typeof GOALS)[keyof typeof GOALS];

/** Adds `n` to the day's total of the goal for the subject ('' when it has none). */
export async function addGoal(db: DbExecutor, day: string, goal: GoalName, subject = '', n = 1): Promise<void> {
  await db
    .insert(analyticsGoals)
    .values({ day, goal, subject, count: n })
    .onConflictDoUpdate({
      target: [analyticsGoals.day, analyticsGoals.goal, analyticsGoals.subject],
      set: { count: sql`${analyticsGoals.count} + excluded.count` },
    });
}

export interface GoalServices {
  db: Database;
  config: { siteTimeZone: string };
}

/** What analytics reads of each event it counts: when it happened (ms), and the guide or the addresses. */
interface WhenEvent {
  at?: number;
}
interface GuideEvent extends WhenEvent {
  guideId: number;
}
interface UnsubscribedEvent extends WhenEvent {
  subscribers: number;
}

/** The other features' events analytics counts, named where the features are wired together. */
export interface GoalEvents {
  newsletterConfirmed: string;
  newsletterUnsubscribed: string;
  guidePurchaseApproved: string;
  freeGuideDownloaded: string;
}

/**
 * Each event counted on the site's day it happened (a retry the next morning still counts
 * yesterday), exactly once: the count and the job's completion commit together, so a
 * process that dies between the two, or an attempt whose claim lapsed, adds nothing twice.
 */
function goalQueue<Data extends object>(
  services: GoalServices,
  queue: string,
  count: (data: Data) => { at: number | undefined; goal: GoalName; subject?: string; n?: number },
): JobDefinition<Data> {
  return {
    queue,
    rank: 5,
    policy: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 },
    run: async (data, attempt) => {
      const { at, goal, subject, n } = count(data);
      const day = siteDay(at ?? Date.now(), services.config.siteTimeZone);
      await services.db.transaction(async (tx) => {
        await addGoal(tx, day, goal, subject, n);
        // Another attempt holds the job now: it counts the event, this one must not.
        if (!(await attempt.completeWithin(tx))) throw new Error('claim lapsed: the attempt holding the job counts it');
      });
    },
  };
}

const QUEUES = {
  confirmed: 'analytics-newsletter-confirmed',
  unsubscribed: 'analytics-newsletter-unsubscribed',
  purchase: 'analytics-guide-purchase',
  download: 'analytics-guide-download',
} as const;

export function analyticsJobs(services: GoalServices): AnyJobDefinition[] {
  return [
    goalQueue<WhenEvent>(services, QUEUES.confirmed, (event) => ({
      at: event.at,
      goal: GOALS.newsletterConfirmed,
    })),
    goalQueue<UnsubscribedEvent>(services, QUEUES.unsubscribed, (event) => ({
      at: event.at,
      goal: GOALS.newsletterUnsubscribed,
      n: event.subscribers,
    })),
    goalQueue<GuideEvent>(services, QUEUES.purchase, (event) => ({
      at: event.at,
      goal: GOALS.guidePurchase,
      subject: String(event.guideId),
    })),
    goalQueue<GuideEvent>(services, QUEUES.download, (event) => ({
      at: event.at,
      goal: GOALS.guideDownload,
      subject: String(event.guideId),
    })),
  ] as AnyJobDefinition[];
}

/** Analytics listens to the newsletter, purchases and downloads (called once the queues are defined). */
export function subscribeAnalytics(jobs: JobQueue, events: GoalEvents): void {
  jobs.subscribe(events.newsletterConfirmed, QUEUES.confirmed);
  jobs.subscribe(events.newsletterUnsubscribed, QUEUES.unsubscribed);
  jobs.subscribe(events.guidePurchaseApproved, QUEUES.purchase);
  jobs.subscribe(events.freeGuideDownloaded, QUEUES.download);
}
