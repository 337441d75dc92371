import { describe, expect, it } from 'vitest';
import { summaryFromTotals } from './summary';

/** round(avg, 1) as Postgres computes it on numerics, in integers: half away from zero. */
function postgresRoundedAverage(sum: number, count: number): number {
  return Math.floor((sum * 20 + count) / (2 * count)) / 10;
}

describe('a rating summary from an item’s own totals', () => {
  it('rounds every average of 1–5 stars as Postgres rounds avg()::numeric to one decimal', () => {
    for (let count = 1; count <= 60; count += 1) {
      for (let sum = count; sum <= count * 5; sum += 1) {
        expect(summaryFromTotals(sum, count)).toEqual({ average: postgresRoundedAverage(sum, count), count });
      }
    }
  });

  it('gives zeros to an item nobody rated', () => {
    expect(summaryFromTotals(0, 0)).toEqual({ average: 0, count: 0 });
  });
});
