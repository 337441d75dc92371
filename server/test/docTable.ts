/**
 * The rows of a Markdown table a doc keeps between two marker comments, for
 * tests that hold such a table to the code it restates (throttle rules,
 * housekeeping): each cell trimmed, the header and its rule left out.
 */
import fs from 'node:fs';

export function tableRowsBetween(docPath: string, start: string, end: string): string[][] {
  const doc = fs.readFileSync(docPath, 'utf8');
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) return [];
  return doc
    .slice(from + start.length, to)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** Rows as a doc writes them, unpadded: what a failing comparison prints, ready to paste. */
export const asMarkdownRows = (rows: string[][]) => rows.map((row) => `| ${row.join(' | ')} |`).join('\n');
