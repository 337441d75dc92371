import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { errorMessage } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';

const RetryNewsletterDeliveryMutation = graphql(/* GraphQL */ `
  mutation RetryNewsletterDelivery($id: ID!) {
    retryNewsletterDelivery(id: $id) {
      ...CampaignProgress_campaign
    }
  }
`);

/**
 * 'Reintentar' on a failed e-mail: it goes back to the queue at once. The answer updates the
 * campaign's counts (by id); the e-mail leaves the failed list (its cached row is dropped).
 */
export function useRetryDeliveryMutation() {
  const [mutate, { loading }] = useMutation(RetryNewsletterDeliveryMutation, {
    update(cache, { data }, { variables }) {
      if (!data || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'FailedDelivery', id: variables.id }) });
      cache.gc();
    },
  });
  async function retry(id: string): Promise<boolean> {
    try {
      await mutate({ variables: { id } });
      notifySuccess('E-mail reenviado a la cola', 'Se intentará enviar de nuevo en unos momentos.');
      return true;
    } catch (error) {
      notifyError('No se pudo reintentar', errorMessage(error));
      return false;
    }
  }
  return { retry, loading };
}
