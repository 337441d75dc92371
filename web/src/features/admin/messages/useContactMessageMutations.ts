import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { errorMessage } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';

const MarkContactMessageReadMutation = graphql(/* GraphQL */ `
  mutation MarkContactMessageRead($id: ID!, $read: Boolean!) {
    markContactMessageRead(id: $id, read: $read) {
      id
      read
    }
  }
`);

const DeleteContactMessageMutation = graphql(/* GraphQL */ `
  mutation DeleteContactMessage($id: ID!) {
    deleteContactMessage(id: $id)
  }
`);

/** Marks a message read or unread; the cached message updates in place. */
export function useMarkContactMessageReadMutation() {
  const [mutate] = useMutation(MarkContactMessageReadMutation);
  return async (id: string, read: boolean): Promise<void> => {
    try {
      await mutate({ variables: { id, read } });
    } catch (error) {
      notifyError('Error', `No se pudo actualizar el mensaje. ${errorMessage(error)}`);
    }
  };
}

export function useDeleteContactMessageMutation() {
  const [mutate, { loading }] = useMutation(DeleteContactMessageMutation, {
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'ContactMessage', id: data.deleteContactMessage }) });
      cache.gc();
    },
  });

  async function deleteMessage(id: string): Promise<boolean> {
    try {
      await mutate({ variables: { id } });
      notifySuccess('Mensaje Eliminado', 'El mensaje fue eliminado.');
      return true;
    } catch (error) {
      notifyError('Error al eliminar', `No se pudo eliminar el mensaje. ${errorMessage(error)}`);
      return false;
    }
  }

  return { deleteMessage, loading };
}
