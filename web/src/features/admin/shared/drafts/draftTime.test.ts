import { describe, expect, it } from 'vitest';
import { draftTime } from './draftTime';

describe('draftTime', () => {
  it('says the date and a 24-hour time, with no period for a sentence to double', () => {
    for (const hour of [3, 15]) {
      const text = draftTime(new Date(2026, 10, 26, hour, 44).getTime());
      expect(text).toMatch(new RegExp(`^26/11/26,? 0?${hour}:44$`));
      expect(text).not.toMatch(/[.\s]$/);
    }
  });
});
