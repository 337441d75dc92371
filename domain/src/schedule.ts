/**
 * Scheduled publishing: the owner picks a date and time on her own clock (the
 * site's time zone, SITE_TIME_ZONE, Argentina by default), whatever the time
 * zone of the phone or server she uses. The forms hold that wall time as
 * 'YYYY-MM-DDTHH:mm' (what <input type="datetime-local"> reads and writes);
 * these functions turn it into an instant and back with the platform's own
 * time-zone data (Intl), so no date library ships to the browser for it.
 */

export const DEFAULT_TIME_ZONE = 'America/Argentina/Buenos_Aires';

export const SCHEDULE_MESSAGES = {
  missing: 'Elige la fecha y la hora de publicación.',
  invalid: 'La fecha y la hora de publicación no son válidas.',
  past: 'Esa fecha y hora ya pasaron: elige un momento futuro para programar la publicación.',
} as const;

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether the platform knows the zone (an IANA name such as 'America/Argentina/Buenos_Aires'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's clock at an instant, as the fields of a UTC date (so they can be compared in milliseconds). */
function clockAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The instant a wall time 'YYYY-MM-DDTHH:mm' names in the zone; null when it is not a real date and time. */
export function wallTimeToInstant(wallTime: string, timeZone: string): Date | null {
  const match = WALL_TIME.exec(wallTime.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  // 2026-02-30 or 25:00 roll over into another date: not a date she picked.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The zone's offset at the guess, then again at the corrected instant (a change of offset in between, e.g. DST).
  let instant = asUtc - (clockAt(asUtc, timeZone) - asUtc);
  instant = asUtc - (clockAt(instant, timeZone) - instant);
  return new Date(instant);
}

/** The zone's wall time at an instant, as 'YYYY-MM-DDTHH:mm' (the form's value for a stored schedule). */
export function instantToWallTime(instant: Date, timeZone: string): string {
  return new Date(clockAt(instant.getTime(), timeZone)).toISOString().slice(0, 16);
}

/** 'YYYY-MM-DDTHH:mm' read out as the admin shows it: '27/11/2026 10:30'. */
export function formatWallTime(wallTime: string): string {
  const match = WALL_TIME.exec(wallTime);
  if (!match) return wallTime;
  const [, year, month, day, hour, minute] = match;
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

export interface ScheduleFacts {
  scheduled: boolean;
  /** The wall time chosen in the form ('' when none). */
  scheduledFor: string;
  timeZone: string;
  /** Milliseconds since the epoch: the moment the rule is judged. */
  now: number;
}

/** The schedule's broken rule, keyed by the field that shows it (none when the item is not being scheduled). */
export function scheduleErrors({ scheduled, scheduledFor, timeZone, now }: ScheduleFacts): Record<string, string> {
  if (!scheduled) return {};
  if (scheduledFor.trim() === '') return { scheduledFor: SCHEDULE_MESSAGES.missing };
  const instant = wallTimeToInstant(scheduledFor, timeZone);
  if (!instant) return { scheduledFor: SCHEDULE_MESSAGES.invalid };
  if (instant.getTime() <= now) return { scheduledFor: SCHEDULE_MESSAGES.past };
  return {};
}
