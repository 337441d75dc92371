/** Days on the site's clock (SITE_TIME_ZONE), as 'YYYY-MM-DD': the unit every report counts in. */
import { instantToWallTime } from '@crecer/domain/schedule';

export function siteDay(instant: number, timeZone: string): string {
  return instantToWallTime(new Date(instant), timeZone).slice(0, 10);
}

const DAY_MS = 86_400_000;

/** The day `n` days after `day` (negative: before). Calendar arithmetic in UTC, so no clock change shifts it. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Whether `value` is a real calendar date written 'YYYY-MM-DD'. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}
