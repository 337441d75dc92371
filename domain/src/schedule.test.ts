import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  formatWallTime,
  instantToWallTime,
  isTimeZone,
  SCHEDULE_MESSAGES,
  scheduleErrors,
  wallTimeToInstant,
} from './schedule';

describe('wall times in the site time zone', () => {
  it('reads Argentina time as UTC-3', () => {
    expect(wallTimeToInstant('2026-11-27T10:30', DEFAULT_TIME_ZONE)?.toISOString()).toBe('2026-11-27T13:30:00.000Z');
    expect(instantToWallTime(new Date('2026-11-27T13:30:00Z'), DEFAULT_TIME_ZONE)).toBe('2026-11-27T10:30');
  });

  it('follows a zone with daylight saving time on both sides of the change', () => {
    // Madrid: UTC+1 in winter, UTC+2 in summer (clocks go forward on 2026-03-29).
    expect(wallTimeToInstant('2026-03-28T12:00', 'Europe/Madrid')?.toISOString()).toBe('2026-03-28T11:00:00.000Z');
    expect(wallTimeToInstant('2026-03-30T12:00', 'Europe/Madrid')?.toISOString()).toBe('2026-03-30T10:00:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    for (const value of [
      '',
      'mañana',
      '2026-02-30T10:00',
      '2026-11-27T24:00',
      '2026-11-27 10:30',
      '2026-13-01T10:00',
    ]) {
      expect(wallTimeToInstant(value, DEFAULT_TIME_ZONE)).toBeNull();
    }
  });

  it('turns any minute back into the same wall time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 }),
        fc.constantFrom(DEFAULT_TIME_ZONE, 'UTC', 'America/Mexico_City', 'Asia/Kolkata'),
        (minute, zone) => {
          const wall = instantToWallTime(new Date(minute * 60_000), zone);
          expect(wallTimeToInstant(wall, zone)?.getTime()).toBe(minute * 60_000);
        },
      ),
    );
  });

  it('knows real zones only', () => {
    expect(isTimeZone(DEFAULT_TIME_ZONE)).toBe(true);
    expect(isTimeZone('Marte/Olympus')).toBe(false);
  });

  it('shows a wall time the way the admin reads dates', () => {
    expect(formatWallTime('2026-11-27T09:05')).toBe('27/11/2026 09:05');
  });
});

describe('the schedule rule', () => {
  const now = Date.parse('2026-11-27T13:30:00Z'); // 10:30 in Argentina
  const facts = { scheduled: true, timeZone: DEFAULT_TIME_ZONE, now };

  it('asks nothing of an item that is not being scheduled', () => {
    expect(scheduleErrors({ ...facts, scheduled: false, scheduledFor: '' })).toEqual({});
  });

  it('requires a date, a real one, and a future one', () => {
    expect(scheduleErrors({ ...facts, scheduledFor: ' ' })).toEqual({ scheduledFor: SCHEDULE_MESSAGES.missing });
    expect(scheduleErrors({ ...facts, scheduledFor: '2026-02-30T10:00' })).toEqual({
      scheduledFor: SCHEDULE_MESSAGES.invalid,
    });
    expect(scheduleErrors({ ...facts, scheduledFor: '2026-11-27T10:30' })).toEqual({
      scheduledFor: SCHEDULE_MESSAGES.past,
    });
    expect(scheduleErrors({ ...facts, scheduledFor: '2026-11-27T10:31' })).toEqual({});
  });
});
