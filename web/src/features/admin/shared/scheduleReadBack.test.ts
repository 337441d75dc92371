import { describe, expect, it } from 'vitest';
import { scheduleReadBack } from './scheduleReadBack';

describe('scheduleReadBack', () => {
  it('reads the wall time back in Spanish, from its own parts', () => {
    expect(scheduleReadBack('2026-11-28T10:30', '2026-11-27T09:00')).toBe(
      'Se publicará el sábado 28 de noviembre a las 10:30',
    );
    // Midnight and late at night keep their date: no shift through the browser's zone.
    expect(scheduleReadBack('2026-12-01T00:15')).toBe('Se publicará el martes 1 de diciembre a las 00:15');
    expect(scheduleReadBack('2026-11-29T23:59')).toBe('Se publicará el domingo 29 de noviembre a las 23:59');
    expect(scheduleReadBack('2026-09-16T01:05')).toBe('Se publicará el miércoles 16 de septiembre a la 01:05');
  });

  it('names the year only when it is not the current one on the site', () => {
    expect(scheduleReadBack('2027-01-04T10:00', '2026-12-30T18:00')).toBe(
      'Se publicará el lunes 4 de enero de 2027 a las 10:00',
    );
    expect(scheduleReadBack('2028-02-29T08:00', '2028-01-01T00:00')).toBe(
      'Se publicará el martes 29 de febrero a las 08:00',
    );
  });

  it('says nothing for an empty or impossible value', () => {
    expect(scheduleReadBack('')).toBeNull();
    expect(scheduleReadBack('2026-02-30T10:00')).toBeNull();
    expect(scheduleReadBack('2026-11-28T24:00')).toBeNull();
    expect(scheduleReadBack('28/11/2026 10:30')).toBeNull();
  });
});
