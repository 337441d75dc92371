import { describe, expect, it } from 'vitest';
import { changeText, comparedWith, fullDay, shortDay } from './analyticsFormat';

describe('analytics formatting', () => {
  it('writes days and changes in Spanish', () => {
    expect(shortDay('2026-03-09')).toBe('09/03');
    expect(fullDay('2026-03-09')).toBe('09/03/2026');
    expect(changeText(12)).toBe('+12 % respecto al periodo anterior');
    expect(changeText(-40)).toBe('−40 % respecto al periodo anterior');
    expect(changeText(0)).toBe('Igual que en el periodo anterior');
    expect(changeText(null)).toBe('Sin datos del periodo anterior');
  });

  it('names the previous period in the singular for one day', () => {
    expect(comparedWith(1)).toBe('comparado con el día anterior');
    expect(comparedWith(7)).toBe('comparado con los 7 días anteriores');
  });
});
