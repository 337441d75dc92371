/**
 * docs/architecture.md's table of what housekeeping deletes is the code's:
 * one row per rule of EXPIRY_RULES, with its period, and nothing else. A
 * rule added, removed or given another period fails here; the failure prints
 * the table as it must read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPIRY_RULES } from './expiredRows';

const DOC = path.resolve(import.meta.dirname, '../../../../docs/architecture.md');
const START = '<!-- housekeeping: start (checked by server/src/services/housekeeping/housekeepingDocs.test.ts) -->';
const END = '<!-- housekeeping: end -->';

function rowsInDoc(): string[][] {
  const doc = fs.readFileSync(DOC, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) return [];
  return doc
    .slice(start + START.length, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // the header and its rule
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe("docs/architecture.md's housekeeping table", () => {
  it('lists every rule of the code with its period, and no other', () => {
    const asMarkdown = (rows: string[][]) => rows.map((row) => `| ${row.join(' | ')} |`).join('\n');
    const expected = EXPIRY_RULES.map((rule) => [rule.rows, rule.deletedAfter]);
    expect(expected.length).toBeGreaterThanOrEqual(8);
    expect(asMarkdown(rowsInDoc())).toBe(asMarkdown(expected));
  });
});
