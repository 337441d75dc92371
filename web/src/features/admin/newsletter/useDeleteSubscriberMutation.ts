import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { errorMessage } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';

const DeleteSubscriberMutation = graphql(/* GraphQL */ `
  mutation DeleteSubscriber($id: ID!) {
    deleteSubscriber(id: $id)
  }
`);

/** 'Eliminar': the address is deleted on the server; the list's pages are read again (totals change). */
export function useDeleteSubscriberMutation() {
  const [mutate, { loading }] = useMutation(DeleteSubscriberMutation, {
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Subscriber', id: data.deleteSubscriber }) });
      cache.evict({ fieldName: 'subscribers' });
      cache.gc();
    },
  });

  async function deleteSubscriber(id: string): Promise<boolean> {
    try {
      await mutate({ variables: { id } });
      notifySuccess('Suscriptor eliminado', 'Su dirección se borró y no recibirá más e-mails.');
      return true;
    } catch (error) {
      notifyError('Error al eliminar', `No se pudo eliminar el suscriptor. ${errorMessage(error)}`);
      return false;
    }
  }

  return { deleteSubscriber, loading };
}
