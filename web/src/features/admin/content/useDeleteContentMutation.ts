import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { evictFields } from '../shared/evictFields';
import { errorMessage } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';
import type { AdminContentKind } from './contentKind';

/**
 * Deletes an article or a guide, drops it and the lists it was in from the
 * cache, and announces the outcome in the kind's words. `deletedId` reads the
 * id back from the kind's own mutation.
 */
export function useDeleteContentMutation<Data>(
  kind: AdminContentKind,
  document: TypedDocumentNode<Data, { id: string }>,
  deletedId: (data: Data) => string,
) {
  const [mutate, { loading }] = useMutation(document, {
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: kind.typename, id: deletedId(data) }) });
      // The list's total and pages change too, not only the deleted row.
      evictFields(cache, kind.evict);
    },
  });

  async function remove(item: { id: string; title: string }): Promise<boolean> {
    try {
      await mutate({ variables: { id: item.id } });
      notifySuccess(kind.texts.deletedTitle, kind.texts.deleted(item.title));
      return true;
    } catch (error) {
      notifyError('Error al eliminar', `No se pudo eliminar ${kind.texts.noun}. ${errorMessage(error)}`);
      return false;
    }
  }

  return { remove, loading };
}
