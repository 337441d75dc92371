/**
 * Dates are shown in Buenos Aires time on both the server and the browser, so a
 * server-rendered date never differs from the hydrated one around midnight.
 *
 * Written out rather than with Intl.DateTimeFormat: a phone's browser loads
 * ICU's locale and time-zone data on the first Intl date format, 40–200 ms of
 * main thread at Lighthouse's mobile CPU, spent while the page hydrates.
 * Argentina has kept UTC−3 without daylight saving since March 2009, so a fixed
 * offset is exact for every date this site can hold.
 */
import { MONTHS } from '@crecer/domain/spanishCalendar';

const BUENOS_AIRES_OFFSET_MS = -3 * 60 * 60 * 1000;

/** es-ES long format, e.g. '5 de marzo de 2024'. */
export function formatLongDate(isoDate: string): string {
  const time = new Date(isoDate).getTime();
  if (Number.isNaN(time)) return '';
  // A UTC date shifted by the offset reads, in UTC, as the wall clock in Buenos Aires.
  const local = new Date(time + BUENOS_AIRES_OFFSET_MS);
  return `${local.getUTCDate()} de ${MONTHS[local.getUTCMonth()]} de ${local.getUTCFullYear()}`;
}

// The price format is domain's: the server and the admin show prices the same way.
export { formatPrice } from '@crecer/domain/constants';

/** Spec: views are shown with a count; singular for one (shown with CounterText: it may change before hydration). */
export function viewsLabel(views: number): string {
  return `${views} ${views === 1 ? 'vista' : 'vistas'}`;
}

/**
 * A meta description: whitespace collapsed and cut at a word boundary near
 * `max` characters (search engines show about 160), with an ellipsis.
 */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
