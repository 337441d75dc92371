import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { evictFields } from './evictFields';
import { errorMessage, fieldErrors } from './graphqlErrors';
import { notifyError, notifySuccess } from './notify';

export type SaveResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

interface SaveContentSpec<Input> {
  create: TypedDocumentNode<unknown, { input: Input }>;
  update: TypedDocumentNode<unknown, { id: string; input: Input }>;
  /** Cached lists and counts the save makes stale. */
  evict: readonly string[];
  /** The toasts' words: 'Artículo creado correctamente.', 'el artículo'. */
  texts: { created: string; updated: string; noun: string };
}

/**
 * Creates or updates an article or a guide (with its uploads, reporting their
 * progress) and announces the outcome; a refusal comes back with the fields
 * the server named, for the form to show.
 */
export function useSaveContentMutation<Input>({ create, update, evict, texts }: SaveContentSpec<Input>) {
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
