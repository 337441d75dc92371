import { describe, expect, it } from 'vitest';
import { formatAverage, ratingCountLabel, starFills, starLabel } from './starFills';

describe('starFills', () => {
  it('shows five empty stars for no rating', () => {
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('fills whole stars exactly', () => {
    expect(starFills(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('adds a half star for any fraction', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(2.1)).toEqual(['full', 'full', 'half', 'empty', 'empty']);
    expect(starFills(0.3)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });

  it('clamps values outside the scale', () => {
    expect(starFills(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(Number.NaN)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('supports another maximum', () => {
    expect(starFills(1.5, 3)).toEqual(['full', 'half', 'empty']);
  });
});

describe('rating texts', () => {
  it('uses the singular only for one rating', () => {
    expect(ratingCountLabel(1)).toBe('1 calificación');
    expect(ratingCountLabel(0)).toBe('0 calificaciones');
    expect(ratingCountLabel(12)).toBe('12 calificaciones');
  });

  it('shows the average with one decimal', () => {
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(3.666)).toBe('3.7');
  });

  it('names each star choice', () => {
    expect(starLabel(1)).toBe('1 estrella');
    expect(starLabel(4)).toBe('4 estrellas');
  });
});
