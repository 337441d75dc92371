import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const PaymentsEnabledQuery = graphql(/* GraphQL */ `
  query PaymentsEnabled {
    paymentsEnabled
  }
`);

/**
 * Whether buy buttons start a verified Mercado Pago checkout. Every card asks,
 * but Apollo answers them all from one request and the cache.
 */
export function usePaymentsEnabled(): { paymentsEnabled: boolean; loading: boolean } {
  const { data, loading } = useQuery(PaymentsEnabledQuery);
  return { paymentsEnabled: data?.paymentsEnabled ?? false, loading: loading && !data };
}
