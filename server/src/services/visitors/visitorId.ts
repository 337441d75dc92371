/**
 * The anonymous visitor id that ratings and view de-duplication key on. It
 * travels in an HttpOnly cookie as `<uuid>.<HMAC>`, signed with APP_SECRET,
 * so a client can keep the id it was given but cannot pick one: a missing,
 * altered or made-up cookie is replaced by a fresh id.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** The HttpOnly cookie that carries the signed id. */
export const VISITOR_COOKIE = 'cef_visitor';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** 128 bits of HMAC-SHA256 in base64url: 22 characters. */
const SIGNATURE_LENGTH = 22;
const SIGNED_VISITOR = new RegExp(`^(${UUID})\\.([A-Za-z0-9_-]{${SIGNATURE_LENGTH}})$`);

function signature(secret: string, id: string): string {
  // Domain separation: APP_SECRET signs download links too.
  return createHmac('sha256', secret).update(`visitor:${id}`).digest('base64url').slice(0, SIGNATURE_LENGTH);
}

export function signVisitorId(secret: string, id: string): string {
  return `${id}.${signature(secret, id)}`;
}

/** The id inside a genuine cookie value; null for anything else. */
export function verifyVisitorCookie(secret: string, value: string | undefined): string | null {
  const match = value ? SIGNED_VISITOR.exec(value) : null;
  if (!match) return null;
  const id = match[1]!;
  const given = Buffer.from(match[2]!, 'ascii');
  const expected = Buffer.from(signature(secret, id), 'ascii');
  return timingSafeEqual(given, expected) ? id : null;
}

export function newVisitorId(): string {
  return randomUUID();
}

/** The Set-Cookie value that hands a new visitor her signed id for a year. */
export function visitorSetCookie(secret: string, id: string, secure: boolean): string {
  const value = signVisitorId(secret, id);
  return `${VISITOR_COOKIE}=${value}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
