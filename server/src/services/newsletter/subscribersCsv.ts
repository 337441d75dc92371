/**
 * 'Exportar CSV': every subscriber as RFC 4180 CSV, UTF-8 with a byte-order
 * mark (so Excel reads the accents), dates on the site's clock.
 */
import { instantToWallTime } from '@crecer/domain/schedule';
import type { SubscriberModel } from './subscriberList';

export const CSV_HEADER = ['E-mail', 'Estado', 'Fecha de alta', 'Fecha de confirmación'] as const;

const STATUS_LABELS = { pendiente: 'Pendiente', confirmado: 'Confirmado' } as const;

/**
 * A cell a spreadsheet will not run: text starting with = + - @ (or a tab or
 * carriage return) is a formula to Excel and Sheets ("CSV injection"), and
 * anyone can type such an "address" into the subscribe box. A leading
 * apostrophe makes it plain text; quotes make commas and line breaks safe.
 */
export function csvCell(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function wallTime(instant: Date | null, timeZone: string): string {
  return instant ? instantToWallTime(instant, timeZone).replace('T', ' ') : '';
}

export const CSV_BOM = '\uFEFF';

export function csvHeaderLine(): string {
  return CSV_BOM + csvLine(CSV_HEADER);
}

export function subscriberCsvLines(rows: readonly SubscriberModel[], timeZone: string): string {
  return rows
    .map((row) =>
      csvLine([
        row.email,
        STATUS_LABELS[row.status],
        wallTime(row.createdAt, timeZone),
        wallTime(row.confirmedAt, timeZone),
      ]),
    )
    .join('');
}
