import { countLabel } from '../shared/countLabel';

export interface SubscriberTotalsProps {
  /** The whole list's totals, and the search's matches (totalCount). */
  page: { subscriberCount: number; confirmedCount: number; totalCount: number };
  searched: boolean;
}

/**
 * 'N suscriptores · M confirmados' of the whole list, kept while she searches (the
 * numbers she checks the list against), with how many addresses the search matches.
 */
export function SubscriberTotals({ page, searched }: SubscriberTotalsProps) {
  const totals = `${countLabel(page.subscriberCount, 'suscriptor', 'suscriptores')} · ${countLabel(page.confirmedCount, 'confirmado', 'confirmados')}`;
  return <>{searched ? `${totals} · ${countLabel(page.totalCount, 'coincide', 'coinciden')}` : totals}</>;
}
