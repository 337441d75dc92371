import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '../shared/PageHeader';
import { SubscriberTotals, type SubscriberTotalsProps } from './SubscriberTotals';

/** The header as 'Suscriptores' shows it, with its totals line. */
const header = (props: SubscriberTotalsProps) =>
  renderToString(
    <MantineProvider>
      <PageHeader title="Suscriptores" description={<SubscriberTotals {...props} />} />
    </MantineProvider>,
  ).replace(/<!-- -->/g, '');

describe("the totals line of 'Suscriptores'", () => {
  const wholeList = { subscriberCount: 3, confirmedCount: 2 };

  it('shows the whole list without a search', () => {
    expect(header({ page: { ...wholeList, totalCount: 3 }, searched: false })).toContain(
      '3 suscriptores · 2 confirmados',
    );
  });

  it('stays while searching, with the whole list and how many match', () => {
    const html = header({ page: { ...wholeList, totalCount: 2 }, searched: true });
    expect(html).toContain('3 suscriptores · 2 confirmados · 2 coinciden');
    expect(header({ page: { ...wholeList, totalCount: 1 }, searched: true })).toContain('· 1 coincide');
  });

  it('says one in the singular', () => {
    expect(header({ page: { subscriberCount: 1, confirmedCount: 1, totalCount: 1 }, searched: false })).toContain(
      '1 suscriptor · 1 confirmado',
    );
  });
});
