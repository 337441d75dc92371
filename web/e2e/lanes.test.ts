import { describe, expect, it } from 'vitest';
import { e2eLanes } from './lanes';

describe('e2eLanes', () => {
  it('gives one lane per two cores, at least one and at most four', () => {
    expect([1, 2, 3, 4, 8, 16, 64].map((cores) => e2eLanes({}, cores))).toEqual([1, 1, 1, 2, 4, 4, 4]);
  });

  it('takes E2E_LANES when it is a whole number from 1, capped at four', () => {
    expect(e2eLanes({ E2E_LANES: '2' }, 2)).toBe(2);
    expect(e2eLanes({ E2E_LANES: '9' }, 2)).toBe(4);
    for (const ignored of ['0', '-1', 'dos', '']) expect(e2eLanes({ E2E_LANES: ignored }, 8), ignored).toBe(4);
  });
});
