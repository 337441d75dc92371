import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ContentType } from '../../gql/graphql';
import { evictFields } from '../../shared/evictFields';
import { errorMessage } from '../../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../../shared/notify';
import type { AdminContentKind } from '../contentKind';
import { RESTORED_TITLE, restoredMessage } from './revisionHistory';

const RestoreContentRevisionMutation = graphql(/* GraphQL */ `
  mutation RestoreContentRevision($contentType: ContentType!, $revisionId: ID!) {
    restoreContentRevision(contentType: $contentType, revisionId: $revisionId) {
      itemId
      notes
    }
  }
`);

/**
 * 'Restaurar': makes a revision the current version (a new save on the server),
 * then reloads what is on screen, the edit form and its Historial included, so
 * the form shows the restored values; announces it in Spanish.
 */
export function useRestoreRevisionMutation(kind: AdminContentKind, contentType: ContentType) {
  const [mutate, { loading }] = useMutation(RestoreContentRevisionMutation, {
    refetchQueries: 'active',
    awaitRefetchQueries: true,
    update(cache) {
      // Lists and the public pages' cached copies show the restored title (the status stays as it was).
      evictFields(cache, kind.evict);
    },
  });

  async function restore(revisionId: string): Promise<boolean> {
    try {
      const { data } = await mutate({ variables: { contentType, revisionId } });
      notifySuccess(RESTORED_TITLE, restoredMessage(data?.restoreContentRevision.notes ?? []));
      return true;
    } catch (error) {
      notifyError('Error al restaurar', `No se pudo restaurar la versión. ${errorMessage(error)}`);
      return false;
    }
  }

  return { restore, loading };
}
