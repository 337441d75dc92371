import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { PaymentSetupQuery as PaymentSetupData } from '../gql/graphql';
import { loadedByRoute } from '../routeData/screenLoader';

export const PaymentSetupQuery = graphql(/* GraphQL */ `
  query PaymentSetup {
    paymentSetup {
      mercadoPagoConnected
      paidGuidesWithPdf
      successPageOpen
    }
  }
`);

export type PaymentSetup = PaymentSetupData['paymentSetup'];

/**
 * Whether purchases are verified by Mercado Pago, and whether the purchase-success page
 * hands PDFs to anyone meanwhile; asked again each time a screen that shows it opens
 * (a guide published or made paid since changes the answer). Null while loading.
 */
export function usePaymentSetup(): PaymentSetup | null {
  const { data } = useQuery(PaymentSetupQuery, loadedByRoute);
  return data?.paymentSetup ?? null;
}
