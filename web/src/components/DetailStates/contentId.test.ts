import { describe, expect, it } from 'vitest';
import { isPlausibleContentId } from './contentId';

describe('isPlausibleContentId', () => {
  it('accepts positive 32-bit integers', () => {
    expect(isPlausibleContentId('1')).toBe(true);
    expect(isPlausibleContentId('2147483647')).toBe(true);
  });

  it('rejects anything the API would refuse', () => {
    for (const id of ['', '0', '-1', 'abc', '1.5', ' 1', '2147483648', '99999999999', '1e3'])
      expect(isPlausibleContentId(id)).toBe(false);
  });
});
