import { describe, expect, it } from 'vitest';
import { weightedCycle } from './autocannonPages';

describe("autocannon's cycle of pages", () => {
  it('sends each page its weight’s share, interleaved rather than in runs', () => {
    const cycle = weightedCycle(
      [
        { path: '/articulos/1', weight: 0.4 },
        { path: '/articulos/2', weight: 0.4 },
        { path: '/', weight: 0.15 },
        { path: '/articulos', weight: 0.05 },
      ],
      100,
    );
    const counts = Object.fromEntries(['/articulos/1', '/articulos/2', '/', '/articulos'].map((p) => [p, 0]));
    for (const path of cycle) counts[path]! += 1;
    expect(counts).toEqual({ '/articulos/1': 40, '/articulos/2': 40, '/': 15, '/articulos': 5 });
    const longestRun = cycle.reduce(
      (acc, path, i) => {
        const run = i > 0 && cycle[i - 1] === path ? acc.run + 1 : 1;
        return { run, longest: Math.max(acc.longest, run) };
      },
      { run: 0, longest: 0 },
    ).longest;
    expect(longestRun).toBeLessThanOrEqual(2);
  });
});
