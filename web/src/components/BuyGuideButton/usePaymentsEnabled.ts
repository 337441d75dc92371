import { useQuery } from '../../lib/pageQuery';
import { routeQuery, type RouteQuery } from '../../lib/routeQueries';
import { graphql } from '../../gql';

const PaymentsEnabledQuery = graphql(/* GraphQL */ `
  query PaymentsEnabled {
    paymentsEnabled
  }
`);

const paymentsEnabledQuery: RouteQuery = routeQuery(PaymentsEnabledQuery);

/**
 * The buy buttons' query, for a route showing these guides: every guide that is
 * not free gets a BuyGuideButton (GuideCardAction on cards, GuideAccess on its page).
 */
export function buyButtonQueries(guides: readonly { isFree: boolean }[]): RouteQuery[] {
  return guides.some((guide) => !guide.isFree) ? [paymentsEnabledQuery] : [];
}

/**
 * Whether buy buttons start a verified Mercado Pago checkout. Every card asks,
 * but Apollo answers them all from one request and the cache.
 */
export function usePaymentsEnabled(): { paymentsEnabled: boolean; loading: boolean } {
  const { data, loading } = useQuery(PaymentsEnabledQuery);
  return { paymentsEnabled: data?.paymentsEnabled ?? false, loading: loading && !data };
}
