import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import type { PuzzleWordInput } from '../gql/graphql';
import { evictFields } from '../shared/evictFields';
import { errorMessage, fieldErrors } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';

const CreatePuzzleWordMutation = graphql(/* GraphQL */ `
  mutation CreatePuzzleWord($input: PuzzleWordInput!) {
    createPuzzleWord(input: $input) {
      id
      word
      activityDescription
    }
  }
`);

const UpdatePuzzleWordMutation = graphql(/* GraphQL */ `
  mutation UpdatePuzzleWord($id: ID!, $input: PuzzleWordInput!) {
    updatePuzzleWord(id: $id, input: $input) {
      id
      word
      activityDescription
    }
  }
`);

const DeletePuzzleWordMutation = graphql(/* GraphQL */ `
  mutation DeletePuzzleWord($id: ID!) {
    deletePuzzleWord(id: $id)
  }
`);

const LIST_FIELDS = ['puzzleWords', 'dashboardCounts'] as const;

export function useSavePuzzleWordMutation() {
  const [create, createState] = useMutation(CreatePuzzleWordMutation, { update: (c) => evictFields(c, LIST_FIELDS) });
  const [update, updateState] = useMutation(UpdatePuzzleWordMutation, { update: (c) => evictFields(c, LIST_FIELDS) });

  /** True when saved; otherwise the refusal's message for the word field, if it was about the word (a repeat). */
  async function save(
    id: string | null,
    input: PuzzleWordInput,
  ): Promise<{ saved: true } | { saved: false; wordError?: string }> {
    try {
      if (id) await update({ variables: { id, input } });
      else await create({ variables: { input } });
      notifySuccess('Éxito', id ? 'Palabra actualizada correctamente.' : 'Palabra creada correctamente.');
      return { saved: true };
    } catch (error) {
      notifyError(
        id ? 'Error al Actualizar' : 'Error al Crear',
        `No se pudo guardar la palabra: ${errorMessage(error)}`,
      );
      return { saved: false, wordError: fieldErrors(error).word };
    }
  }

  return { save, saving: createState.loading || updateState.loading };
}

export function useDeletePuzzleWordMutation() {
  const [mutate, { loading }] = useMutation(DeletePuzzleWordMutation, {
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'PuzzleWord', id: data.deletePuzzleWord }) });
      evictFields(cache, ['dashboardCounts']);
    },
  });

  async function deleteWord(word: { id: string; word: string }): Promise<boolean> {
    try {
      await mutate({ variables: { id: word.id } });
      notifySuccess('Palabra Eliminada', `La palabra «${word.word}» fue eliminada.`);
      return true;
    } catch (error) {
      notifyError('Error al eliminar', `No se pudo eliminar la palabra. ${errorMessage(error)}`);
      return false;
    }
  }

  return { deleteWord, loading };
}
