/**
 * Rows of an archive made by an older version whose columns a later migration
 * changed in meaning, not only added to. A restore fills today's tables with
 * json_populate_recordset, which drops the keys it does not know, so such rows
 * are first brought to today's columns here, as the migration did to the live
 * rows. Rows already in today's form pass unchanged.
 */
import { createHash } from 'node:crypto';

type RowUpgrade = (row: Record<string, unknown>) => Record<string, unknown>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const UPGRADES: ReadonlyMap<string, RowUpgrade> = new Map([
  [
    // Migration 0023: the plain `token` of both links became the hashes that keep them working.
    'newsletter_subscribers',
    ({ token, ...row }) =>
      typeof token === 'string' ? { ...row, confirm_token_hash: sha256(token), legacy_token_hash: sha256(token) } : row,
  ],
]);

/** The table's archived JSON lines in today's columns. */
export function upgradeArchivedLines(table: string, lines: string[]): string[] {
  const upgrade = UPGRADES.get(table);
  if (!upgrade) return lines;
  return lines.map((line) => JSON.stringify(upgrade(JSON.parse(line) as Record<string, unknown>)));
}
