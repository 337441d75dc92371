/**
 * The subscribe box's double opt-in: an address is kept as 'pendiente' and
 * written to once, with a confirmation link; nothing else is sent to it until
 * that link is opened. Unsubscribing deletes the address.
 *
 * Addresses are personal data: they never reach the logs (subscriber ids do),
 * and forgetSubscribers deletes everything that holds one. The links' tokens
 * are never stored as they are (subscriberTokens.ts).
 */
import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isDeliverableAddress } from '@crecer/domain/emailAddress';
import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES, newsletterEmailShapeError } from '@crecer/domain/newsletterRules';
import { newsletterSubscribers, outgoingEmails } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import type { AppServices } from '../appServices';
import { addressKey, hitThrottles, logRefusal, type ThrottleRule } from '../visitors';
import { badInput, notFound, serviceUnavailable, tooManyRequests } from '../shared/errors';
import { mailSettings } from '../mail';
import { scheduleConfirmation } from './confirmations';
import { announceConfirmation, announceUnsubscribe } from './newsletterEvents';
import { rememberUnsubscribed } from './unsubscribedAddresses';
import { hashToken, isUnsubscribeToken, TOKEN_SHAPE, unsubscribeTokenId } from './subscriberTokens';

const HOUR = 60 * 60;
export const SUBSCRIBE_PER_VISITOR: ThrottleRule = { bucket: 'newsletter:visitor', limit: 5, windowSeconds: HOUR };
// Looser per address: a school or office may share one IP.
export const SUBSCRIBE_PER_IP: ThrottleRule = { bucket: 'newsletter:ip', limit: 10, windowSeconds: HOUR };
/** Confirmation e-mails to one inbox: nobody can use the box to flood someone else's. */
export const CONFIRMATIONS_PER_INBOX: ThrottleRule = {
  bucket: 'newsletter:inbox',
  limit: 3,
  windowSeconds: 6 * HOUR,
};

export interface Subscription {
  email: string;
  /** Honeypot field, hidden from people; bots fill it in. */
  website?: string | null;
  visitor: string;
  ip: string;
}

/**
 * Keeps the address as pending and queues its confirmation e-mail, now or, past
 * the site's hourly ceiling, later (confirmations.ts). The answer is the same
 * whether the address was new, pending or confirmed, and whether its e-mail
 * went now, later or not at all, so the box tells nobody who subscribes.
 */
export async function subscribe(
  services: Pick<AppServices, 'db' | 'config' | 'logger' | 'jobs' | 'mailer'>,
  subscription: Subscription,
): Promise<true> {
  const { db, config, logger } = services;
  if (subscription.website?.trim()) {
    logger.info({ client: subscription.ip }, 'newsletter honeypot filled; subscription dropped');
    return true;
  }
  if (!mailSettings(config)) throw serviceUnavailable(NEWSLETTER_MESSAGES.notConfigured);
  const problem =
    newsletterEmailShapeError(subscription.email) ??
    (isDeliverableAddress(subscription.email.trim()) ? null : NEWSLETTER_MESSAGES.emailInvalid);
  if (problem) throw badInput(problem, 'email');
  const email = subscription.email.trim().toLowerCase();

  const [visitorOk, ipOk, inboxOk] = await hitThrottles(db, [
    [SUBSCRIBE_PER_VISITOR, subscription.visitor],
    [SUBSCRIBE_PER_IP, addressKey(subscription.ip)],
    [CONFIRMATIONS_PER_INBOX, email],
  ]);
  if (!visitorOk || !ipOk) {
    logRefusal(logger, visitorOk ? SUBSCRIBE_PER_IP : SUBSCRIBE_PER_VISITOR, {
      client: subscription.ip,
      visitor: subscription.visitor,
    });
    throw tooManyRequests(NEWSLETTER_MESSAGES.throttled);
  }

  await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(newsletterSubscribers)
      .values({ email })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    const [pending] = inserted
      ? [inserted]
      : await tx
          .select({ id: newsletterSubscribers.id })
          .from(newsletterSubscribers)
          .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.status, 'pendiente')));
    // Confirmed already: nothing to send. Past the per-inbox limit: the same answer, no more mail.
    if (!pending) return;
    if (!inboxOk) {
      logRefusal(logger, CONFIRMATIONS_PER_INBOX, { client: subscription.ip, subscriberId: pending.id });
      return;
    }
    // The link's week (and housekeeping's) counts from the latest request: asked again on day 7,
    // the new link lived minutes; on day 8, none was sent at all.
    if (!inserted)
      await tx
        .update(newsletterSubscribers)
        .set({ createdAt: sql`now()` })
        .where(eq(newsletterSubscribers.id, pending.id));
    await scheduleConfirmation(services, tx, pending.id);
  });
  return true;
}

/**
 * Confirms the subscription of a confirmation link. Opening the link again is fine, and
 * the answer says so (the page must not announce a new subscription twice).
 * The first opening announces NEWSLETTER_EVENTS.confirmed (the welcome e-mail listens).
 */
export async function confirmSubscription(
  services: Pick<AppServices, 'db' | 'jobs'>,
  token: string,
): Promise<{ alreadyConfirmed: boolean }> {
  if (!TOKEN_SHAPE.test(token)) throw badInput(NEWSLETTER_MESSAGES.linkIncomplete, 'token');
  return services.db.transaction(async (tx) => {
    const [confirmed] = await confirmByToken(tx, token);
    if (!confirmed) throw notFound(NEWSLETTER_MESSAGES.confirmLinkInvalid);
    if (confirmed.justConfirmed) await announceConfirmation(services, tx, confirmed.id);
    return { alreadyConfirmed: !confirmed.justConfirmed };
  });
}

function confirmByToken(db: DbExecutor, token: string) {
  return db
    .update(newsletterSubscribers)
    .set({ status: 'confirmado', confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())` })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
        or(
          eq(newsletterSubscribers.status, 'confirmado'),
          gt(newsletterSubscribers.createdAt, sql`now() - make_interval(days => ${NEWSLETTER_LIMITS.confirmDays})`),
        ),
      ),
    )
    .returning({
      id: newsletterSubscribers.id,
      // now() is the transaction's start: equal only when this statement set it.
      justConfirmed: sql<boolean>`${newsletterSubscribers.confirmedAt} = now()`,
    });
}

/**
 * The unsubscribe link (and List-Unsubscribe-Post): deletes the address. A token that
 * unsubscribes no one (forged, mistyped, or already used: the address is gone, so its link
 * cannot be told from a forged one) is NOT_FOUND, never a false 'Te diste de baja'. That
 * tells nobody who subscribes: no token can be made for an address without APP_SECRET.
 * Takes the token derived from APP_SECRET, or the single token of a subscription made before
 * migration 0023 (by its hash); never a confirmation token.
 */
export async function unsubscribe(services: Pick<AppServices, 'db' | 'config' | 'jobs'>, token: string): Promise<true> {
  const { db, config } = services;
  if (!TOKEN_SHAPE.test(token)) throw badInput(NEWSLETTER_MESSAGES.linkIncomplete, 'token');
  const subscriberId = unsubscribeTokenId(token);
  // Remembered (as a MAC, no address) so an import never adds them again; announced for the analytics.
  const remember = async (tx: DbExecutor, emails: string[]) => {
    await rememberUnsubscribed(tx, config.appSecret, emails);
    await announceUnsubscribe(services, tx, emails.length);
  };
  if (subscriberId === null) {
    const forgotten = await forgetSubscribers(
      db,
      eq(newsletterSubscribers.legacyTokenHash, hashToken(token)),
      remember,
    );
    if (forgotten === 0) throw notFound(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);
    return true;
  }
  const [subscriber] = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriberId));
  if (!subscriber || !isUnsubscribeToken(config.appSecret, token, subscriberId, subscriber.email))
    throw notFound(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);
  // A second click racing the first may find the row gone: the link was good either way.
  await forgetSubscribers(db, eq(newsletterSubscribers.id, subscriberId), remember);
  return true;
}

/** The admin's 'Eliminar'. */
export async function deleteSubscriber(db: DbExecutor, id: number): Promise<number> {
  const forgotten = await forgetSubscribers(db, eq(newsletterSubscribers.id, id));
  if (forgotten === 0) throw notFound(NEWSLETTER_MESSAGES.subscriberNotFound);
  return id;
}

/** Addresses never confirmed within the link's life (housekeeping). */
export function forgetUnconfirmedSubscribers(db: DbExecutor): Promise<number> {
  return forgetSubscribers(
    db,
    and(
      eq(newsletterSubscribers.status, 'pendiente'),
      sql`${newsletterSubscribers.createdAt} < now() - make_interval(days => ${NEWSLETTER_LIMITS.confirmDays})`,
    )!,
  );
}

/**
 * Deletes subscribers and every row holding their address: their deliveries
 * (by cascade) and the confirmation e-mails waiting in outgoing_emails, then runs
 * `also` with their addresses in the same transaction. A campaign's
 * recipients shrink by the deliveries not yet made, so its progress still
 * ends at 'Enviados X de X'. One transaction: all of it or nothing.
 */
export async function forgetSubscribers(
  db: DbExecutor,
  which: SQL,
  also?: (tx: DbExecutor, emails: string[]) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(which)
      .for('update');
    if (gone.length === 0) return 0;
    const ids = gone.map((row) => row.id);
    await tx.execute(sql`
      UPDATE newsletter_campaigns c SET total = c.total - undelivered.n
      FROM (
        SELECT campaign_id, count(*)::int AS n FROM newsletter_deliveries
        WHERE subscriber_id IN ${ids} AND delivery_status IN ('pending', 'claimed', 'sending')
        GROUP BY campaign_id
      ) undelivered
      WHERE c.id = undelivered.campaign_id`);
    await tx.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.id, ids));
    await also?.(
      tx,
      gone.map((row) => row.email),
    );
    await tx.delete(outgoingEmails).where(
      and(
        inArray(
          outgoingEmails.toAddress,
          gone.map((row) => row.email),
        ),
        sql`${outgoingEmails.deliveryStatus} <> 'sending'`,
      ),
    );
    return gone.length;
  });
}
