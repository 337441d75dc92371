/**
 * Reads the CSV of another newsletter platform ('Importar CSV'): Ghost
 * (email, …, created_at), Mailchimp ("Email Address", …, OPTIN_TIME),
 * MailPoet ("Email", …, "Subscribed on"), Substack (email, …, created_at),
 * this site's own export, a spreadsheet saved as CSV, or a bare list of
 * addresses. The columns are found by their header, case- and accent-
 * insensitively; the separator (comma, semicolon or tab) by the header line.
 * Parsing is csv-parse's (quoted fields, quotes inside quotes, line breaks
 * within a field). Only reads: subscriberImport.ts decides what to add.
 */
import { parse } from 'csv-parse/sync';
import { newsletterEmailShapeError } from '@crecer/domain/newsletterRules';
import { wallTimeToInstant } from '@crecer/domain/schedule';
import { SUBSCRIBER_IMPORT_MESSAGES, unreadableCsvMessage } from '@crecer/domain/subscriberImportRules';
import { badInput } from '../shared/errors';

export interface ImportedLine {
  /** The line of the file where the row starts (1 is the header, when there is one). */
  line: number;
  /** The cell as written. */
  email: string;
  /** When the address subscribed on the old platform, if the file says and it makes sense. */
  date: Date | null;
  /** The file says the address left the old list (unsubscribed, bounced, e-mail disabled): never imported. */
  optedOut: boolean;
}

const FIELD = 'file';

/** Exact header names, most specific first. */
const EMAIL_HEADERS = [
  'email',
  'e-mail',
  'email address',
  'e-mail address',
  'email_address',
  'correo',
  'correo electronico',
  'mail',
];
/** When the address subscribed (not when it confirmed, unless nothing else is given). */
const DATE_HEADERS = [
  'optin_time',
  'subscribed on',
  'subscribed_at',
  'fecha de alta',
  'created_at',
  'created at',
  'confirm_time',
  'date',
  'fecha',
];

const yes = (value: string) => /^(true|yes|si|1)$/.test(headerKey(value));
const no = (value: string) => /^(false|no|0)$/.test(headerKey(value));
const filled = (value: string) => value.trim() !== '';

/**
 * Columns by which an export says an address left the old list, each with the
 * values that mean it: Ghost's subscribed_to_emails, Substack's
 * email_disabled, MailPoet's Status, the exit times of Mailchimp's
 * unsubscribed and cleaned exports. Whatever the checkbox says, consent given
 * there was withdrawn.
 */
const OPTED_OUT_COLUMNS: Readonly<Record<string, (value: string) => boolean>> = {
  subscribed_to_emails: no,
  subscribed: no,
  email_disabled: yes,
  status: (value) => /^(unsubscribed|bounced|cleaned|inactive|baja|dado de baja)$/.test(headerKey(value)),
  unsub_time: filled,
  clean_time: filled,
  unsubscribed_at: filled,
};

function headerKey(cell: string): string {
  return cell
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function findColumn(headers: string[], names: readonly string[]): number {
  for (const name of names) {
    const index = headers.indexOf(name);
    if (index >= 0) return index;
  }
  return -1;
}

function optedOutColumns(headers: string[]): { index: number; says: (value: string) => boolean }[] {
  return headers.flatMap((header, index) => {
    const says = OPTED_OUT_COLUMNS[header];
    return says ? [{ index, says }] : [];
  });
}

/** UTF-8 (with or without BOM), or Windows-1252 as Excel saves "CSV" on Windows; null for a binary file. */
function decode(buffer: Buffer): string | null {
  if (buffer.subarray(0, 8192).includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/** The separator the header line uses most, outside quotes. */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') >= 0 ? text.indexOf('\n') : text.length);
  const counts = new Map([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

const ZONED = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})$/i;
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;
const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::\d{2})?)?$/;
const EARLIEST = Date.UTC(1995, 0, 1);

/**
 * A subscription date as the exporters write it: ISO with a zone (Ghost,
 * Substack), 'YYYY-MM-DD HH:MM:SS' without one (Mailchimp, MailPoet: read on
 * the site's clock, hours off at worst), or '31/12/2024' as a Spanish
 * spreadsheet writes it. Null for anything else, or a date in the future.
 */
export function parseImportDate(value: string, timeZone: string, now = Date.now()): Date | null {
  const text = value.trim();
  let instant: number | null = null;
  const zoned = ZONED.exec(text);
  if (zoned) {
    const zone = /^(UTC|GMT)$/i.test(zoned[3]!) ? 'Z' : zoned[3]!.toUpperCase();
    instant = Date.parse(`${zoned[1]}T${zoned[2]}${zone}`);
  } else {
    const iso = ISO_LOCAL.exec(text);
    const dayFirst = iso ? null : DAY_FIRST.exec(text);
    const parts = iso
      ? [iso[1], iso[2], iso[3], iso[4], iso[5]]
      : dayFirst
        ? [dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4], dayFirst[5]]
        : null;
    if (parts) {
      const [year, month, day, hour = '00', minute = '00'] = parts as string[];
      const wall = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}T${hour.padStart(2, '0')}:${minute}`;
      instant = wallTimeToInstant(wall, timeZone)?.getTime() ?? null;
    }
  }
  if (instant === null || Number.isNaN(instant) || instant < EARLIEST || instant > now) return null;
  return new Date(instant);
}

interface RawRecord {
  record: string[];
  raw: string;
  info: { lines: number };
}

function readRecords(text: string): RawRecord[] {
  try {
    return parse(text, {
      delimiter: separatorOf(text),
      record_delimiter: '\n',
      relax_column_count: true,
      relax_quotes: true,
      info: true,
      raw: true,
    }) as unknown as RawRecord[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw badInput(unreadableCsvMessage(line), FIELD);
  }
}

/** The file's addresses, one per data row, with their line and date; the owner's message when it cannot be read. */
export function readSubscriberCsv(buffer: Buffer, timeZone: string): ImportedLine[] {
  const decoded = decode(buffer);
  if (decoded === null) throw badInput(SUBSCRIBER_IMPORT_MESSAGES.notCsv, FIELD);
  // One line ending for csv-parse (and for counting lines): Windows' CRLF, old Mac's CR.
  const text = decoded.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const rows = readRecords(text)
    .map(({ record, raw, info }) => ({
      cells: record,
      // info.lines is where the record ends; a quoted field may span lines.
      line: info.lines - (raw.replace(/\n$/, '').match(/\n/g)?.length ?? 0),
    }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw badInput(SUBSCRIBER_IMPORT_MESSAGES.empty, FIELD);

  const headers = rows[0]!.cells.map(headerKey);
  let emailColumn = findColumn(headers, EMAIL_HEADERS);
  if (emailColumn < 0)
    emailColumn = headers.findIndex((header) => /^(e-?mail|correo)/.test(header) && !/disabled/.test(header));
  let dateColumn = findColumn(headers, DATE_HEADERS);
  let data = rows.slice(1);
  if (emailColumn < 0) {
    // No header at all: a bare list of addresses starts with one.
    emailColumn = rows[0]!.cells.findIndex((cell) => newsletterEmailShapeError(cell) === null);
    if (emailColumn < 0) throw badInput(SUBSCRIBER_IMPORT_MESSAGES.noEmailColumn, FIELD);
    dateColumn = -1;
    data = rows;
  }
  if (data.length === 0) throw badInput(SUBSCRIBER_IMPORT_MESSAGES.empty, FIELD);
  const exitColumns = data === rows ? [] : optedOutColumns(headers);
  const now = Date.now();
  return data.map(({ cells, line }) => ({
    line,
    email: cells[emailColumn] ?? '',
    date: dateColumn >= 0 ? parseImportDate(cells[dateColumn] ?? '', timeZone, now) : null,
    optedOut: exitColumns.some(({ index, says }) => says(cells[index] ?? '')),
  }));
}
