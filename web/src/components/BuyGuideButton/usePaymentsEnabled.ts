import { pageQuery, type PageQuery } from '../../lib/page/pageQuery';
import { useDeclaredQuery } from '../../lib/page/useDeclaredQuery';
import { graphql } from '../../gql';

const PaymentsEnabledQuery = graphql(/* GraphQL */ `
  query PaymentsEnabled {
    paymentsEnabled
  }
`);

const paymentsEnabledQuery = pageQuery(PaymentsEnabledQuery);

/**
 * The buy buttons' query, for a route showing these guides: every guide that is
 * not free gets a BuyGuideButton (GuideCardAction on cards, GuideAccess on its page).
 */
export function buyButtonQueries(guides: readonly { isFree: boolean }[]): PageQuery[] {
  return guides.some((guide) => !guide.isFree) ? [paymentsEnabledQuery] : [];
}

/**
 * Whether buy buttons start a verified Mercado Pago checkout. Every card asks,
 * but Apollo answers them all from one request and the cache; a public page
 * declares the query through buyButtonQueries.
 */
export function usePaymentsEnabled(): { paymentsEnabled: boolean; loading: boolean } {
  const { data, loading } = useDeclaredQuery(paymentsEnabledQuery);
  return { paymentsEnabled: data?.paymentsEnabled ?? false, loading: loading && !data };
}
