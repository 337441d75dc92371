import { describe, expect, it } from 'vitest';
import { changeText, fullDay, localDay, shortDay } from './analyticsFormat';

describe('analytics formatting', () => {
  it('writes days and changes in Spanish', () => {
    expect(shortDay('2026-03-09')).toBe('09/03');
    expect(fullDay('2026-03-09')).toBe('09/03/2026');
    expect(changeText(12)).toBe('+12 % respecto al periodo anterior');
    expect(changeText(-40)).toBe('−40 % respecto al periodo anterior');
    expect(changeText(0)).toBe('Igual que en el periodo anterior');
    expect(changeText(null)).toBe('Sin datos del periodo anterior');
  });

  it('counts days back from a local date', () => {
    expect(localDay(0, new Date(2026, 2, 1, 10))).toBe('2026-03-01');
    expect(localDay(1, new Date(2026, 2, 1, 10))).toBe('2026-02-28');
  });
});
