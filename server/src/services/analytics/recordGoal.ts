/**
 * The goals only the browser sees, sent after the page has loaded (public
 * pages are cached and identical for everyone, so the HTML cannot count):
 * a game started and finished, a paid guide's 'Comprar' clicked. Each is
 * checked against what exists, and counts once per client address, goal and
 * subject every 30 minutes (the rule page visits follow), so a reload or a
 * script adds nothing. Nothing about the reader is kept past the throttle's
 * short-lived row.
 */
import { and, eq } from 'drizzle-orm';
import { GAME_SLUGS } from '@crecer/domain/games';
import { guides, PUBLISHED } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { badInput, notFound } from '../shared/errors';
import { parseId } from '../shared/ids';
import { addressKey, countHits, type ThrottleRule } from '../visitors';
import { addGoal, GOALS, type GoalName, type GoalServices } from './goals';
import { siteDay } from './siteDay';

/** The GraphQL enum PublicGoal: what a browser may report, and nothing else. */
export type PublicGoalValue = 'GAME_STARTED' | 'GAME_FINISHED' | 'GUIDE_BUY_CLICK';

const GOAL_OF: Record<PublicGoalValue, GoalName> = {
  GAME_STARTED: GOALS.gameStarted,
  GAME_FINISHED: GOALS.gameFinished,
  GUIDE_BUY_CLICK: GOALS.guideBuyClick,
};

export const GOAL_PER_ADDRESS: ThrottleRule = { bucket: 'goal:address', limit: 1, windowSeconds: 30 * 60 };

export const GOAL_MESSAGES = {
  unknownGame: 'Ese juego no existe.',
  guideNotFound: 'No encontramos esa guía publicada.',
  freeGuide: 'Esa guía es gratuita: no tiene botón de compra.',
} as const;

const GAME_KEYS: ReadonlySet<string> = new Set(Object.values(GAME_SLUGS));

/** The subject as stored: a game's slug, or a published paid guide's id. */
async function checkedSubject(db: DbExecutor, goal: PublicGoalValue, subject: string): Promise<string> {
  if (goal !== 'GUIDE_BUY_CLICK') {
    if (!GAME_KEYS.has(subject)) throw badInput(GOAL_MESSAGES.unknownGame, 'subject');
    return subject;
  }
  const id = parseId(subject, 'subject');
  const [guide] = await db
    .select({ price: guides.price })
    .from(guides)
    .where(and(eq(guides.id, id), eq(guides.status, PUBLISHED)));
  if (!guide) throw notFound(GOAL_MESSAGES.guideNotFound);
  // Free as content/published.ts isFreeGuide reads it: no price, or zero.
  if (guide.price === null || Number(guide.price) === 0) throw badInput(GOAL_MESSAGES.freeGuide, 'subject');
  return String(id);
}

export interface GoalInput {
  goal: PublicGoalValue;
  subject: string;
  /** The client's address: the throttle's key only. */
  address: string;
  /** Now, in ms (the day it counts on). */
  now: number;
}

/** True whether or not it counted (a throttled repeat is not an error for the reader's page). */
export async function recordGoal(services: GoalServices, input: GoalInput): Promise<true> {
  const subject = await checkedSubject(services.db, input.goal, input.subject);
  const goal = GOAL_OF[input.goal];
  const [hits] = await countHits(services.db, [[GOAL_PER_ADDRESS, `${addressKey(input.address)}|${goal}|${subject}`]]);
  if (hits! <= GOAL_PER_ADDRESS.limit)
    await addGoal(services.db, siteDay(input.now, services.config.siteTimeZone), goal, subject);
  return true;
}
