/**
 * The secrets of a subscriber's links, none of them stored as it is, so a
 * database dump or a backup archive confirms and unsubscribes no one
 * (docs/security.md, "Newsletter links"):
 *
 * - The confirmation link carries a random token (32 bytes) made when its
 *   e-mail is composed; the row keeps only its SHA-256. The token lives in the
 *   queued e-mail until it is sent (outgoing_emails, which backups leave out,
 *   whose bodies are sealed while queued and blanked once sent). A new confirmation e-mail for the
 *   same address gets a new token, and only the newest link works, as with
 *   password-reset links. Random rather than derived from APP_SECRET: proof
 *   that the inbox's owner asked must not depend on a secret that also sits in
 *   DATA_DIR and in the operator's environment.
 * - The unsubscribe link (every newsletter's footer and its List-Unsubscribe
 *   header) carries `<id>-<HMAC-SHA256(APP_SECRET, id and address)>`. It has
 *   to be put into every newsletter at send time, long after subscribing, so
 *   it is derived rather than stored: nothing in the database yields it, and
 *   APP_SECRET is kept out of the database and of backups. The address is in
 *   the MAC so that an id given again after a restore of an older archive
 *   does not make an old link unsubscribe someone else. Changing APP_SECRET
 *   ends the unsubscribe links already e-mailed (each newsletter then carries
 *   a working one).
 * - Subscriptions made before migration 0023 had one random token for both
 *   links. The migration keeps its SHA-256 in confirm_token_hash and
 *   legacy_token_hash, so those links keep working.
 *
 * SHA-256 and not a slow hash: the tokens are 256-bit random or MAC values,
 * which no one can guess from their hash.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A real token is 43 characters (a legacy or confirmation one) or `<id>-` and 43; anything else is not looked up. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

const UNSUBSCRIBE_SHAPE = /^([1-9][0-9]{0,9})-([A-Za-z0-9_-]{43})$/;

/** What the database keeps of a random token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new confirmation token and the hash to store for it. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

function unsubscribeMac(secret: string, subscriberId: number, email: string): Buffer {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${subscriberId}:${email}`).digest();
}

/** The subscriber's unsubscribe token, the same in every newsletter (base64url characters only). */
export function unsubscribeToken(secret: string, subscriberId: number, email: string): string {
  return `${subscriberId}-${unsubscribeMac(secret, subscriberId, email).toString('base64url')}`;
}

/** The largest id a serial column holds: a bigger one names no one (and must not reach the query). */
const MAX_ID = 2_147_483_647;

/** The subscriber id a token of unsubscribeToken's shape names, or null (a legacy token, or not a token). */
export function unsubscribeTokenId(token: string): number | null {
  const match = UNSUBSCRIBE_SHAPE.exec(token);
  const id = match ? Number(match[1]) : null;
  return id !== null && id <= MAX_ID ? id : null;
}

/** Whether `token` is the unsubscribe token of this subscriber (constant time). */
export function isUnsubscribeToken(secret: string, token: string, subscriberId: number, email: string): boolean {
  const match = UNSUBSCRIBE_SHAPE.exec(token);
  if (!match || Number(match[1]) !== subscriberId) return false;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = unsubscribeMac(secret, subscriberId, email);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
