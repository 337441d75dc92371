/**
 * Short-lived download links for paid guides. The token carries the guide id
 * and expiry and an HMAC-SHA256 over both, so links need no server state and
 * work on every app instance that shares APP_SECRET.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DOWNLOAD_LINK_TTL_SECONDS = 15 * 60;
export const SIGNED_DOWNLOAD_PREFIX = '/download/signed/';

// Domain separation: APP_SECRET signs other things too.
function signature(secret: string, guideId: number, expiresAt: number): Buffer {
  return createHmac('sha256', secret).update(`guide-download:${guideId}:${expiresAt}`).digest();
}

/** `<guideId>.<expiresAt unix seconds>.<base64url HMAC>` */
export function signDownloadToken(
  secret: string,
  guideId: number,
  nowMs = Date.now(),
  ttlSeconds = DOWNLOAD_LINK_TTL_SECONDS,
): string {
  const expiresAt = Math.floor(nowMs / 1000) + ttlSeconds;
  return `${guideId}.${expiresAt}.${signature(secret, guideId, expiresAt).toString('base64url')}`;
}

export function signedDownloadUrl(secret: string, guideId: number, nowMs = Date.now()): string {
  return `${SIGNED_DOWNLOAD_PREFIX}${signDownloadToken(secret, guideId, nowMs)}`;
}

/** The guide id of a genuine, unexpired token; null for anything forged, altered, malformed or expired. */
export function verifyDownloadToken(secret: string, token: string, nowMs = Date.now()): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const guideId = Number(match[1]);
  const expiresAt = Number(match[2]);
  // Compared as text, not decoded bytes: base64url's last character carries
  // spare bits, so decoding would accept several spellings of one signature.
  const given = Buffer.from(match[3] ?? '', 'ascii');
  const expected = Buffer.from(signature(secret, guideId, expiresAt).toString('base64url'), 'ascii');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (expiresAt * 1000 <= nowMs) return null;
  // We never sign a link that lives longer than the TTL: one that claims to was not made here.
  if (expiresAt * 1000 > nowMs + DOWNLOAD_LINK_TTL_SECONDS * 1000) return null;
  return guideId;
}
