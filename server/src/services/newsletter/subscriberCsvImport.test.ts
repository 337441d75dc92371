/**
 * Reading the exports of Ghost, Mailchimp, MailPoet and Substack (their real
 * header lines), a spreadsheet's CSV and a bare list: the e-mail and date
 * columns found by name, quoting, BOM, separators and line endings.
 */
import { describe, expect, it } from 'vitest';
import { SUBSCRIBER_IMPORT_MESSAGES, unreadableCsvMessage } from '@crecer/domain/subscriberImportRules';
import { DomainError } from '../shared/errors';
import { parseImportDate, readSubscriberCsv } from './subscriberCsvImport';

const ZONE = 'America/Argentina/Buenos_Aires';
const read = (text: string | Buffer) => readSubscriberCsv(Buffer.isBuffer(text) ? text : Buffer.from(text), ZONE);

function refusal(text: string | Buffer): string {
  try {
    read(text);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
}

describe('reading an imported subscriber CSV', () => {
  it('reads a Ghost members export (email, created_at in UTC)', () => {
    const csv = [
      'id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels,tiers',
      '64f0c1,ana@example.com,Ana,,true,,,2023-04-02T13:45:10.000Z,,,',
      '64f0c2,"beto@example.com","Beto, el de la plaza",,true,,,2024-01-15T08:00:00.000Z,,"vip,amigos",',
    ].join('\n');
    expect(read(csv)).toEqual([
      { line: 2, email: 'ana@example.com', date: new Date('2023-04-02T13:45:10.000Z'), optedOut: false },
      { line: 3, email: 'beto@example.com', date: new Date('2024-01-15T08:00:00.000Z'), optedOut: false },
    ]);
  });

  it('reads a Mailchimp audience export ("Email Address", OPTIN_TIME before CONFIRM_TIME) with CRLF', () => {
    const csv =
      '"Email Address","First Name","Last Name",MEMBER_RATING,OPTIN_TIME,OPTIN_IP,CONFIRM_TIME,CONFIRM_IP,LATITUDE,LONGITUDE,GMTOFF,DSTOFF,TIMEZONE,CC,REGION,LAST_CHANGED,LEID,EUID,NOTES,TAGS\r\n' +
      'carla@example.com,Carla,Gómez,2,"2022-11-03 10:20:00",,"2022-11-03 10:25:00",,,,,,,,,"2022-11-03 10:25:00",1,a1,,\r\n';
    // No zone in the file: the site's clock (Buenos Aires, UTC-3).
    expect(read(csv)).toEqual([
      { line: 2, email: 'carla@example.com', date: new Date('2022-11-03T13:20:00.000Z'), optedOut: false },
    ]);
  });

  it('reads a MailPoet export with a BOM and semicolons ("Subscribed on" before "Created at")', () => {
    const csv =
      '\uFEFF"First name";"Last name";"Email";"Status";"Created at";"Subscribed on"\n' +
      '"Dani";"López";"dani@example.com";"subscribed";"2021-05-01 09:00:00";"2021-06-01 12:30:00"\n';
    expect(read(csv)).toEqual([
      { line: 2, email: 'dani@example.com', date: new Date('2021-06-01T15:30:00.000Z'), optedOut: false },
    ]);
  });

  it('reads a Substack export (email, never email_disabled)', () => {
    const csv = [
      'email_disabled,email,active_subscription,expiry,plan,title,comp,gift,free_attempts,created_at',
      'false,eva@example.com,false,,other,,false,false,,2020-09-09T00:00:00.000Z',
    ].join('\n');
    expect(read(csv)).toEqual([
      { line: 2, email: 'eva@example.com', date: new Date('2020-09-09T00:00:00.000Z'), optedOut: false },
    ]);
  });

  it("reads this site's own export and a Spanish spreadsheet (Correo electrónico; dd/mm/aaaa)", () => {
    expect(
      read(
        '\uFEFFE-mail,Estado,Fecha de alta,Fecha de confirmación\r\nfer@example.com,Confirmado,2025-03-04 10:30,\r\n',
      ),
    ).toEqual([{ line: 2, email: 'fer@example.com', date: new Date('2025-03-04T13:30:00.000Z'), optedOut: false }]);
    expect(read('Nombre;Correo electrónico;Fecha\nGabi;gabi@example.com;31/12/2024\n')).toEqual([
      { line: 2, email: 'gabi@example.com', date: new Date('2024-12-31T03:00:00.000Z'), optedOut: false },
    ]);
  });

  it('counts lines as the file has them: a quoted field across two lines, blank lines left out', () => {
    const csv = 'email,note\n"hugo@example.com","dos\nlíneas"\n\n  \nines@example.com,x\n';
    expect(read(csv).map(({ line, email }) => ({ line, email }))).toEqual([
      { line: 2, email: 'hugo@example.com' },
      { line: 6, email: 'ines@example.com' },
    ]);
  });

  it('reads a bare list of addresses without a header, and keeps bad cells for the report', () => {
    expect(read('juan@example.com\r\nno es un mail\r\nkaren@example.com').map((row) => [row.line, row.email])).toEqual([
      [1, 'juan@example.com'],
      [2, 'no es un mail'],
      [3, 'karen@example.com'],
    ]);
  });

  it('marks the addresses an export says left its list: Ghost, Substack, MailPoet and Mailchimp', () => {
    const outOf = (csv: string) => read(csv).map((row) => [row.email, row.optedOut]);
    expect(outOf('email,subscribed_to_emails,created_at\nsi@example.com,true,\nno@example.com,false,\n')).toEqual([
      ['si@example.com', false],
      ['no@example.com', true],
    ]);
    expect(outOf('email_disabled,email\nfalse,si@example.com\ntrue,no@example.com\n')).toEqual([
      ['si@example.com', false],
      ['no@example.com', true],
    ]);
    expect(
      outOf(
        '"Email";"Status"\n"si@example.com";"subscribed"\n"pend@example.com";"unconfirmed"\n"no@example.com";"unsubscribed"\n"reb@example.com";"bounced"\n',
      ),
    ).toEqual([
      ['si@example.com', false],
      ['pend@example.com', false],
      ['no@example.com', true],
      ['reb@example.com', true],
    ]);
    expect(outOf('"Email Address",UNSUB_TIME\nno@example.com,"2024-02-01 10:00:00"\nsi@example.com,\n')).toEqual([
      ['no@example.com', true],
      ['si@example.com', false],
    ]);
  });

  it('reads a Windows-1252 file as Excel saves it', () => {
    const latin1 = Buffer.from('Nombre,Email\nJosé,jose@example.com\n', 'latin1');
    expect(read(latin1)).toEqual([{ line: 2, email: 'jose@example.com', date: null, optedOut: false }]);
  });

  it('refuses a file without an e-mail column, an empty one, a binary one and a broken quote', () => {
    expect(refusal('nombre,telefono\nAna,1234\n')).toBe(SUBSCRIBER_IMPORT_MESSAGES.noEmailColumn);
    expect(refusal('email\n')).toBe(SUBSCRIBER_IMPORT_MESSAGES.empty);
    expect(refusal('\n\n')).toBe(SUBSCRIBER_IMPORT_MESSAGES.empty);
    expect(refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x08, 0]))).toBe(SUBSCRIBER_IMPORT_MESSAGES.notCsv);
    expect(refusal('email\nana@example.com\n"beto@example.com\n')).toBe(unreadableCsvMessage(3));
  });
});

describe('an imported subscription date', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('reads the exporters’ formats and refuses the rest', () => {
    expect(parseImportDate('2024-02-03 04:05:06 UTC', ZONE, now)).toEqual(new Date('2024-02-03T04:05:06Z'));
    expect(parseImportDate('2024-02-03T04:05:06+02:00', ZONE, now)).toEqual(new Date('2024-02-03T02:05:06Z'));
    expect(parseImportDate('2024-02-03', ZONE, now)).toEqual(new Date('2024-02-03T03:00:00Z'));
    expect(parseImportDate('3/2/2024 10:00', ZONE, now)).toEqual(new Date('2024-02-03T13:00:00Z'));
    for (const bad of ['', 'ayer', '2024-02-30', '31/02/2024', '2027-01-01', '1970-01-01', '1700000000'])
      expect(parseImportDate(bad, ZONE, now), bad).toBeNull();
  });
});
