import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SUBSCRIBER_IMPORT_LIMITS, SUBSCRIBER_IMPORT_MESSAGES } from '@crecer/domain/subscriberImportRules';
import { ImportReport, REPORT_PAGE_SIZE } from './ImportReport';
import { importFileProblem } from './ImportSubscribersDialog';
import type { SubscriberImportReport } from './useImportSubscribersMutation';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const render = (report: SubscriberImportReport, consented = true) =>
  renderToString(
    <MantineProvider>
      <ImportReport report={report} consented={consented} />
    </MantineProvider>,
  );

describe('the import report', () => {
  it('says how many were added and skipped, why, and lists the first page of skipped lines', () => {
    const skippedLines = Array.from({ length: 12 }, (_, i) => ({
      line: i + 2,
      value: i < 2 ? `mal${i}` : `repetida${i}@example.com`,
      reason: i < 2 ? ('INVALID' as const) : ('DUPLICATE' as const),
    }));
    const html = render({
      added: 450,
      confirmationsLater: 0,
      skipped: 12,
      skippedByReason: [
        { reason: 'INVALID', count: 2 },
        { reason: 'DUPLICATE', count: 10 },
      ],
      skippedLines,
    });
    const shown = text(html);
    expect(shown).toContain('450 direcciones agregadas');
    expect(shown).toContain('Quedaron confirmadas');
    expect(shown).toContain('12 líneas omitidas:');
    expect(shown).toContain('2 · dirección inválida');
    expect(shown).toContain('10 · repetida en el archivo');
    expect(html.match(/<tr/g)).toHaveLength(REPORT_PAGE_SIZE + 1);
    expect(shown).toContain('2 mal0 dirección inválida');
    expect(shown).not.toContain('repetida11@example.com');
    // A phone breaks an address after '@' and before dots, never mid-word ('EJEMPL' / 'O.COM').
    expect(html).toContain('repetida2@<wbr/>example<wbr/>.com');
    expect(html).not.toContain('break-all');
  });

  it('tells her when confirmations wait for later hours, and when the list is cut', () => {
    const shown = text(
      render(
        {
          added: 1,
          confirmationsLater: 1,
          skipped: 600,
          skippedByReason: [{ reason: 'EXISTING', count: 600 }],
          skippedLines: [{ line: 2, value: 'ya@example.com', reason: 'EXISTING' }],
        },
        false,
      ),
    );
    expect(shown).toContain('1 dirección agregada');
    expect(shown).toContain('1 e-mail de confirmación sale en las próximas horas');
    expect(shown).toContain('Se muestran las primeras 1 líneas omitidas.');
  });
});

describe('a picked import file', () => {
  it('is refused when too big or not a CSV, before it is sent', () => {
    const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
    expect(importFileProblem(file('lista.csv', 'text/csv'))).toBeNull();
    expect(importFileProblem(file('LISTA.CSV', ''))).toBeNull();
    expect(importFileProblem(file('export', 'text/plain'))).toBeNull();
    expect(importFileProblem(file('lista.xlsx', 'application/vnd.ms-excel'))).toBe(SUBSCRIBER_IMPORT_MESSAGES.notCsv);
    expect(importFileProblem(file('lista.csv', 'text/csv', SUBSCRIBER_IMPORT_LIMITS.fileBytes + 1))).toBe(
      SUBSCRIBER_IMPORT_MESSAGES.tooBig,
    );
  });
});
