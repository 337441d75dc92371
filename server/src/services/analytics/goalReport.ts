/**
 * The report's goals for a period: games started and finished, each paid
 * guide's funnel (detail views → 'Comprar' clicks → approved purchases), free
 * guides' downloads, and the newsletter's growth (confirmed and unsubscribed
 * per week) with the campaigns started in the period. Guide lists take their
 * candidates from the closed months', weeks' and days' leaders (dayTops.ts) and their
 * exact counts and titles from reportLookups.ts; games and the newsletter read
 * their few subjects through the (goal, subject, day) index. The campaigns'
 * own counters say how many received each one (no delivery is read).
 */
import { and, between, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { GAME_SLUGS } from '@crecer/domain/games';
import { wallTimeToInstant } from '@crecer/domain/schedule';
import { analyticsGoals, articles, newsletterCampaigns } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { mondayOf, type TopList } from './dayTops';
import { GOALS, type GoalName } from './goals';
import { goalKey, type CandidateLookups } from './reportLookups';
import { addDays } from './siteDay';
import type { ReportRange } from './reportRange';

/** Rows in each guide list and campaigns shown. */
const GOAL_ROWS = 10;

export interface GameGoalRow {
  /** The game's URL key (GAME_SLUGS). */
  game: string;
  started: number;
  finished: number;
}

export interface PaidGuideFunnelRow {
  id: string;
  title: string;
  views: number;
  buyClicks: number;
  purchases: number;
}

export interface FreeGuideDownloadRow {
  id: string;
  title: string;
  downloads: number;
}

export interface NewsletterWeek {
  /** The Monday the week starts on ('YYYY-MM-DD'); the first and last may be cut by the period. */
  weekStart: string;
  confirmed: number;
  unsubscribed: number;
}

export interface NewsletterCampaignReach {
  id: string;
  title: string;
  startedAt: Date;
  /** Addresses it was queued for. */
  recipients: number;
  /** E-mails that went out. */
  sent: number;
}

export interface GoalReport {
  games: GameGoalRow[];
  paidGuides: PaidGuideFunnelRow[];
  freeGuides: FreeGuideDownloadRow[];
  newsletter: {
    weeks: NewsletterWeek[];
    confirmed: number;
    unsubscribed: number;
    campaigns: NewsletterCampaignReach[];
  };
}

const total = sql<number>`sum(${analyticsGoals.count})::integer`;

async function games(db: DbExecutor, range: ReportRange): Promise<GameGoalRow[]> {
  const slugs = Object.values(GAME_SLUGS);
  const rows = await goalTotalsOf(db, range, [GOALS.gameStarted, GOALS.gameFinished], slugs);
  const count = (goal: GoalName, game: string) =>
    rows.find((row) => row.goal === goal && row.subject === game)?.total ?? 0;
  return slugs.map((game) => ({
    game,
    started: count(GOALS.gameStarted, game),
    finished: count(GOALS.gameFinished, game),
  }));
}

/** Exact totals of goals for the subjects shown, through the (goal, subject, day) index. */
async function goalTotalsOf(db: DbExecutor, range: ReportRange, goals: GoalName[], subjects: string[]) {
  return db
    .select({ goal: analyticsGoals.goal, subject: analyticsGoals.subject, total })
    .from(analyticsGoals)
    .where(
      and(
        inArray(analyticsGoals.goal, goals),
        inArray(analyticsGoals.subject, subjects),
        between(analyticsGoals.day, range.from, range.to),
      ),
    )
    .groupBy(analyticsGoals.goal, analyticsGoals.subject);
}

/** The top lists the goals read, with how many candidates each gives (dayTops.ts). */
export const GOAL_TOP_LISTS = {
  [GOALS.guidePurchase]: GOAL_ROWS,
  [GOALS.guideBuyClick]: GOAL_ROWS,
  paidGuideViews: GOAL_ROWS,
  [GOALS.guideDownload]: GOAL_ROWS * 2,
} as const satisfies Partial<Record<TopList, number>>;

/**
 * Published or not, the candidates that have a price now or were clicked or
 * bought in the period, with their exact funnel: a guide she made free after
 * selling it keeps its sales in the period they happened.
 */
function paidGuides(found: CandidateLookups): PaidGuideFunnelRow[] {
  return found.paidGuideIds
    .flatMap((id) => {
      const item = found.items.get(`guide:${id}`);
      // Exact numbers for the guides shown: a day outside a list's top 50 counts too.
      const buyClicks = found.goals.get(goalKey(GOALS.guideBuyClick, String(id))) ?? 0;
      const purchases = found.goals.get(goalKey(GOALS.guidePurchase, String(id))) ?? 0;
      if (!item || (!item.paid && buyClicks === 0 && purchases === 0)) return [];
      return [
        { id: String(id), title: item.title, views: found.views.get(`guide:${id}`)?.views ?? 0, buyClicks, purchases },
      ];
    })
    .sort(
      (a, b) =>
        b.purchases - a.purchases || b.buyClicks - a.buyClicks || b.views - a.views || a.title.localeCompare(b.title),
    )
    .slice(0, GOAL_ROWS);
}

function freeGuides(found: CandidateLookups): FreeGuideDownloadRow[] {
  // Only free PDFs record downloads, so a guide made paid since keeps the ones it had while free.
  // A deleted guide keeps its downloads in no row: it has nothing to link to.
  return found.freeGuideIds
    .flatMap((id) => {
      const item = found.items.get(`guide:${id}`);
      const downloads = found.goals.get(goalKey(GOALS.guideDownload, String(id))) ?? 0;
      return !item || downloads === 0 ? [] : [{ id: String(id), title: item.title, downloads }];
    })
    .sort((a, b) => b.downloads - a.downloads || a.title.localeCompare(b.title))
    .slice(0, GOAL_ROWS);
}

async function newsletterWeeks(db: DbExecutor, range: ReportRange) {
  const week = sql<string>`to_char(date_trunc('week', ${analyticsGoals.day}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, goal: analyticsGoals.goal, total })
    .from(analyticsGoals)
    .where(
      and(
        between(analyticsGoals.day, range.from, range.to),
        inArray(analyticsGoals.goal, [GOALS.newsletterConfirmed, GOALS.newsletterUnsubscribed]),
        eq(analyticsGoals.subject, ''),
      ),
    )
    .groupBy(week, analyticsGoals.goal)
    .limit(2 * 60);
  const weeks: NewsletterWeek[] = [];
  for (let start = mondayOf(range.from); start <= range.to; start = addDays(start, 7)) {
    const count = (goal: GoalName) => rows.find((row) => row.week === start && row.goal === goal)?.total ?? 0;
    weeks.push({
      weekStart: start,
      confirmed: count(GOALS.newsletterConfirmed),
      unsubscribed: count(GOALS.newsletterUnsubscribed),
    });
  }
  const sum = (key: 'confirmed' | 'unsubscribed') => weeks.reduce((n, row) => n + row[key], 0);
  return { weeks, confirmed: sum('confirmed'), unsubscribed: sum('unsubscribed') };
}

/** Campaigns whose sending started in the period, newest first, with their own counters. */
async function campaignsStarted(
  db: DbExecutor,
  range: ReportRange,
  timeZone: string,
): Promise<NewsletterCampaignReach[]> {
  const start = wallTimeToInstant(`${range.from}T00:00`, timeZone)!;
  const end = wallTimeToInstant(`${addDays(range.to, 1)}T00:00`, timeZone)!;
  const rows = await db
    .select({
      id: newsletterCampaigns.id,
      subject: newsletterCampaigns.subject,
      articleTitle: articles.title,
      startedAt: newsletterCampaigns.startedAt,
      recipients: newsletterCampaigns.total,
      sent: newsletterCampaigns.sent,
    })
    .from(newsletterCampaigns)
    .innerJoin(articles, eq(articles.id, newsletterCampaigns.articleId))
    .where(
      and(
        isNotNull(newsletterCampaigns.startedAt),
        gte(newsletterCampaigns.startedAt, start),
        lt(newsletterCampaigns.startedAt, end),
        // A campaign is made before it starts: this bound lets the created_at index narrow the read.
        lt(newsletterCampaigns.createdAt, end),
      ),
    )
    .orderBy(desc(newsletterCampaigns.startedAt), desc(newsletterCampaigns.id))
    .limit(GOAL_ROWS);
  return rows.map((row) => ({
    id: String(row.id),
    title: row.subject ?? row.articleTitle,
    startedAt: row.startedAt!,
    recipients: row.recipients,
    sent: row.sent,
  }));
}

/** The lists' lookups may still be on their way: the reads that do not need them start at once. */
export async function goalReport(
  db: DbExecutor,
  range: ReportRange,
  lookups: Promise<CandidateLookups>,
  timeZone: string,
): Promise<GoalReport> {
  const [gameRows, guidesFound, weeks, campaigns] = await Promise.all([
    games(db, range),
    lookups.then((found) => ({ paid: paidGuides(found), free: freeGuides(found) })),
    newsletterWeeks(db, range),
    campaignsStarted(db, range, timeZone),
  ]);
  return {
    games: gameRows,
    paidGuides: guidesFound.paid,
    freeGuides: guidesFound.free,
    newsletter: { ...weeks, campaigns },
  };
}
