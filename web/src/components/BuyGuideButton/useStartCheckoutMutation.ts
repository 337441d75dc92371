import { useMutation } from '@apollo/client/react';
import { showToast } from '../../lib/toastSettings';
import { useState } from 'react';
import { graphql } from '../../gql';
import { graphqlErrorMessage } from '../errors/graphqlErrorMessage';

const StartCheckoutMutation = graphql(/* GraphQL */ `
  mutation StartCheckout($guideId: ID!) {
    startCheckout(guideId: $guideId) {
      orderId
      checkoutUrl
    }
  }
`);

const FALLBACK_ERROR = 'No se pudo iniciar el pago. Por favor, intenta de nuevo más tarde.';

/**
 * Creates the order and its Mercado Pago checkout, then sends the buyer there.
 * Nothing is cached: every click is a new purchase attempt.
 */
export function useStartCheckoutMutation() {
  const [mutate, { loading }] = useMutation(StartCheckoutMutation);
  // Stays true once the browser is leaving, so the button keeps spinning instead of inviting a second click.
  const [redirecting, setRedirecting] = useState(false);
  const start = async (guideId: string): Promise<void> => {
    try {
      const { data } = await mutate({ variables: { guideId } });
      const url = data?.startCheckout.checkoutUrl;
      if (!url) throw new Error('startCheckout without checkoutUrl');
      setRedirecting(true);
      window.location.assign(url);
    } catch (error) {
      showToast({
        color: 'red',
        title: 'Error al Iniciar la Compra',
        message: graphqlErrorMessage(error, FALLBACK_ERROR),
      });
    }
  };
  return { start, starting: loading || redirecting };
}
