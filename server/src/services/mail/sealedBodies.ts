/**
 * The bodies of e-mails waiting in outgoing_emails, sealed at rest. Until it is
 * sent, a reset or confirmation e-mail holds a working link; sent or given up,
 * its body is blanked (deliverRow.ts), and backups leave the table out. Sealing
 * covers the wait itself, which lasts hours while the mail server refuses or
 * confirmations wait under the ceiling: a database dump taken then (a host's
 * Postgres snapshot, a copied PGlite folder without the secret) signs in,
 * confirms or unsubscribes no one.
 *
 * AES-256-GCM under a key derived from APP_SECRET with HKDF, which is kept out
 * of the database and of backups. A random IV per body; the tag makes a body
 * altered in the database fail to open rather than send something else. Rows
 * queued before sealing (plain text) are sent as they are.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key for e-mail bodies: its own, so it opens nothing else signed with APP_SECRET. */
export function mailBodyKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'crecer-en-familia', 'outgoing e-mail bodies', 32));
}

export function sealBody(key: Buffer, body: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The body as queued; throws when it was sealed under another APP_SECRET or altered. */
export function openBody(key: Buffer, stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('the e-mail was sealed under another APP_SECRET, or altered, and cannot be opened');
  }
}
