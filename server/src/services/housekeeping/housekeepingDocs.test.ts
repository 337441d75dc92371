/**
 * docs/architecture.md's table of what housekeeping deletes is the code's:
 * one row per rule of EXPIRY_RULES, with its period, and nothing else. A
 * rule added, removed or given another period fails here; the failure prints
 * the table as it must read.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asMarkdownRows, tableRowsBetween } from '../../../test/docTable';
import { EXPIRY_RULES } from './expiredRows';

const DOC = path.resolve(import.meta.dirname, '../../../../docs/architecture.md');
const START = '<!-- housekeeping: start (checked by server/src/services/housekeeping/housekeepingDocs.test.ts) -->';
const END = '<!-- housekeeping: end -->';

describe("docs/architecture.md's housekeeping table", () => {
  it('lists every rule of the code with its period, and no other', () => {
    const expected = EXPIRY_RULES.map((rule) => [rule.rows, rule.deletedAfter]);
    expect(expected.length).toBeGreaterThanOrEqual(8);
    expect(asMarkdownRows(tableRowsBetween(DOC, START, END))).toBe(asMarkdownRows(expected));
  });
});
