/**
 * Dates are formatted in Buenos Aires time on both the server and the browser,
 * so a server-rendered date never differs from the hydrated one around midnight.
 */
const longDate = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'long',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** es-ES long format, e.g. '5 de marzo de 2024'. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

/** Spec: 'ARS $' plus the price with 2 decimals. */
export function formatPrice(price: number): string {
  return `ARS $${price.toFixed(2)}`;
}

/** Spec: views are shown with a count; singular for one. */
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
