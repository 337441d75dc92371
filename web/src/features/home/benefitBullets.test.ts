import { describe, expect, it } from 'vitest';
import { benefitBullets } from './benefitBullets';

describe('benefitBullets', () => {
  it('drops blank, whitespace-only and missing items and trims the rest', () => {
    expect(benefitBullets(['  Atención online ', '', '   ', null, undefined, 'Sin juicios'])).toEqual([
      'Atención online',
      'Sin juicios',
    ]);
  });

  it('keeps at most four bullets, counting only the non-blank ones', () => {
    expect(benefitBullets(['', 'a', 'b', ' ', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('returns an empty list when every item is blank', () => {
    expect(benefitBullets(['', ' ', null])).toEqual([]);
  });
});
