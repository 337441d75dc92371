/**
 * The table of rate limits in docs/security.md is the code's: every exported
 * ThrottleRule of the services, with its limit and window, and nothing else.
 * A limit changed, added or removed on either side fails here; the failure
 * prints the table as it must read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asMarkdownRows, tableRowsBetween } from '../../../test/docTable';
import type { ThrottleRule } from './throttle';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SERVICES = path.join(ROOT, 'server/src/services');
const DOC = path.join(ROOT, 'docs/security.md');
const START = '<!-- throttle-rules: start (checked by server/src/services/visitors/throttleDocs.test.ts) -->';
const END = '<!-- throttle-rules: end -->';

const isRule = (value: unknown): value is ThrottleRule =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ThrottleRule).bucket === 'string' &&
  typeof (value as ThrottleRule).limit === 'number' &&
  typeof (value as ThrottleRule).windowSeconds === 'number';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

export function windowText(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`;
  return `${seconds / 60} min`;
}

/** Every ThrottleRule a service exports, as the table's rows. */
async function rulesInCode(): Promise<string[][]> {
  const files = sourceFiles(SERVICES).filter((file) => /:\s*ThrottleRule\s*=/.test(fs.readFileSync(file, 'utf8')));
  const rows: string[][] = [];
  for (const file of files.sort()) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (!isRule(value)) continue;
      rows.push([
        `\`${name}\``,
        String(value.limit),
        windowText(value.windowSeconds),
        `\`${path.relative(ROOT, file)}\``,
      ]);
    }
  }
  return rows;
}

describe("docs/security.md's rate limits", () => {
  it('lists every rule of the code with its limit and window, and no other', async () => {
    const expected = await rulesInCode();
    expect(expected.length).toBeGreaterThan(10);
    expect(asMarkdownRows(tableRowsBetween(DOC, START, END))).toBe(asMarkdownRows(expected));
  });

  it('writes windows as people read them', () => {
    expect([600, 900, 1800, 3600, 6 * 3600].map(windowText)).toEqual([
      '10 min',
      '15 min',
      '30 min',
      '1 hour',
      '6 hours',
    ]);
  });
});
