/**
 * Deterministic job ids. pg-boss creates no second job with an id it already
 * holds, so the sweep that queues jobs for rows without one (a restored
 * database, e-mail set up after the rows were written) can never queue a
 * row twice for the same attempt.
 */
import { createHash } from 'node:crypto';

/** A UUID (version 8, name-based) for `name`. */
export function jobIdFor(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
