import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPrice, metaDescription, viewsLabel } from './contentFormat';

describe('formatLongDate', () => {
  it('uses the es-ES long format', () => {
    expect(formatLongDate('2024-03-05T15:00:00.000Z')).toBe('5 de marzo de 2024');
  });

  it('uses Buenos Aires time, whatever the machine zone', () => {
    // 02:00 UTC on 1 January is still 31 December in Argentina (UTC-3).
    expect(formatLongDate('2025-01-01T02:00:00.000Z')).toBe('31 de diciembre de 2024');
  });

  it("agrees with Intl's es-ES long date in Buenos Aires at every hour since Argentina dropped daylight saving", () => {
    const intl = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'America/Argentina/Buenos_Aires' });
    const disagreements: string[] = [];
    // 2009-03-15, when Argentina last left daylight saving, to 2035, every 7 hours (all hours of the day come round).
    for (let time = Date.UTC(2009, 2, 15, 3); time < Date.UTC(2035, 0, 1); time += 7 * 60 * 60 * 1000) {
      const iso = new Date(time).toISOString();
      if (formatLongDate(iso) !== intl.format(time)) disagreements.push(iso);
    }
    expect(disagreements).toEqual([]);
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatLongDate('no es una fecha')).toBe('');
  });
});

describe('formatPrice', () => {
  it('prefixes ARS $ and keeps two decimals', () => {
    expect(formatPrice(4500)).toBe('ARS $4500.00');
    expect(formatPrice(7990.5)).toBe('ARS $7990.50');
  });
});

describe('viewsLabel', () => {
  it('uses the singular only for one view', () => {
    expect(viewsLabel(1)).toBe('1 vista');
    expect(viewsLabel(0)).toBe('0 vistas');
    expect(viewsLabel(230)).toBe('230 vistas');
  });
});

describe('metaDescription', () => {
  it('keeps short texts, collapsing whitespace', () => {
    expect(metaDescription('  Una guía\n práctica  ')).toBe('Una guía práctica');
  });

  it('cuts long texts at a word boundary with an ellipsis', () => {
    const text = 'palabra '.repeat(40);
    const result = metaDescription(text, 50);
    expect(result.length).toBeLessThanOrEqual(50);
    expect(result.endsWith('palabra…')).toBe(true);
  });

  it('cuts inside a single very long word when there is no space to break at', () => {
    expect(metaDescription('a'.repeat(300), 20)).toBe(`${'a'.repeat(19)}…`);
  });
});
