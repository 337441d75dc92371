/**
 * The schedule read back in words beside the phone's own date picker, which
 * shows the chosen moment in the phone's language and format, or not at all:
 * 'Se publicará el sábado 28 de noviembre a las 10:30'. Built from the wall
 * time's own parts (already on the site's clock), never through a Date in the
 * browser's zone, which would shift it on a phone set to another zone.
 */
import { MONTHS, WEEKDAYS } from '@crecer/domain/spanishCalendar';

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * 'Se publicará el sábado 28 de noviembre a las 10:30' for '2026-11-28T10:30';
 * the year is named only when it is not the current one (`now`, the site's
 * clock, same format). Null for an empty or impossible value, and for a
 * moment already past (the field's rule says why: 'Se publicará' beside
 * 'Esa fecha y hora ya pasaron' contradicted it).
 */
export function scheduleReadBack(wallTime: string, now?: string | null): string | null {
  const match = WALL_TIME.exec(wallTime.trim());
  if (!match) return null;
  // Same fixed-width format: the strings compare as the moments do.
  if (now && wallTime.trim() <= now) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  // The weekday of a calendar date is the same in every zone: UTC only names it
  // (setUTCFullYear, as Date.UTC would read year 0099 as 1999).
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  const yearText = now && !now.startsWith(`${match[1]}-`) ? ` de ${year}` : '';
  const time = `${match[4]}:${match[5]}`;
  // 'a la 01:30' as 'a la una y media'; every other hour is plural.
  const at = hour === 1 ? 'a la' : 'a las';
  return `Se publicará el ${WEEKDAYS[date.getUTCDay()]} ${day} de ${MONTHS[month - 1]}${yearText} ${at} ${time}`;
}
