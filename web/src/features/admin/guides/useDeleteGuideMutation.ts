import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { evictFields } from '../shared/evictFields';
import { errorMessage } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';

const DeleteGuideMutation = graphql(/* GraphQL */ `
  mutation DeleteGuide($id: ID!) {
    deleteGuide(id: $id)
  }
`);

export function useDeleteGuideMutation() {
  const [mutate, { loading }] = useMutation(DeleteGuideMutation, {
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Guide', id: data.deleteGuide }) });
      // The list's total and pages change too, not only the deleted row.
      evictFields(cache, ['adminGuides', 'dashboardCounts', 'contentStats']);
    },
  });

  async function deleteGuide(guide: { id: string; title: string }): Promise<boolean> {
    try {
      await mutate({ variables: { id: guide.id } });
      notifySuccess('Guía Eliminada', `La guía «${guide.title}» fue eliminada.`);
      return true;
    } catch (error) {
      notifyError('Error al eliminar', `No se pudo eliminar la guía. ${errorMessage(error)}`);
      return false;
    }
  }

  return { deleteGuide, loading };
}
