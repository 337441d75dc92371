/**
 * Month and weekday names as dates are written on the site, lower case
 * ('28 de noviembre', 'el sábado'): written out rather than read from Intl,
 * whose first date format loads ICU's locale data on a phone (contentFormat.ts).
 */
export const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** Sunday first, as Date's getUTCDay counts. */
export const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
