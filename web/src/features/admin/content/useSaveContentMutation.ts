import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { evictFields } from '../shared/evictFields';
import { errorMessage, fieldErrors } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';
import type { AdminContentKind } from './contentKind';

export type SaveResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/** The kind's own create and update mutations. */
interface SaveDocuments<Input> {
  create: TypedDocumentNode<unknown, { input: Input }>;
  update: TypedDocumentNode<unknown, { id: string; input: Input }>;
}

/**
 * Creates or updates an article or a guide (with its uploads, reporting their
 * progress) and announces the outcome; a refusal comes back with the fields
 * the server named, for the form to show.
 */
export function useSaveContentMutation<Input>(kind: AdminContentKind, { create, update }: SaveDocuments<Input>) {
  const { evict, texts } = kind;
  const [runCreate, createState] = useMutation(create, { update: (cache) => evictFields(cache, evict) });
  const [runUpdate, updateState] = useMutation(update, { update: (cache) => evictFields(cache, evict) });

  async function save(
    id: string | null,
    input: Input,
    onUploadProgress: (fraction: number) => void,
  ): Promise<SaveResult> {
    const context = { onUploadProgress };
    try {
      if (id) {
        await runUpdate({ variables: { id, input }, context });
        notifySuccess('Éxito', texts.updated);
      } else {
        await runCreate({ variables: { input }, context });
        notifySuccess('Éxito', texts.created);
      }
      return { ok: true };
    } catch (error) {
      notifyError('Error', `Error al ${id ? 'actualizar' : 'crear'} ${texts.noun}: ${errorMessage(error)}`);
      return { ok: false, fieldErrors: fieldErrors(error) };
    }
  }

  return { save, saving: createState.loading || updateState.loading };
}
