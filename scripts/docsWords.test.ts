/** docs/ outside the spec holds the current truth in at most 15,000 words (history lives in git). */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const DOCS = path.join(import.meta.dirname, '../docs');
const WORD_BUDGET = 15_000;

it(`keeps docs/ (outside docs/spec/) within ${WORD_BUDGET} words`, () => {
  const counts = fs
    .readdirSync(DOCS)
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({
      name,
      words: fs.readFileSync(path.join(DOCS, name), 'utf8').split(/\s+/).filter(Boolean).length,
    }));
  const total = counts.reduce((sum, { words }) => sum + words, 0);
  expect({ total, over: total > WORD_BUDGET ? counts.sort((a, b) => b.words - a.words) : [] }).toEqual({
    total,
    over: [],
  });
});
