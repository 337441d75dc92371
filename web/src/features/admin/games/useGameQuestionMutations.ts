import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import type { GameQuestionInput } from '../gql/graphql';
import { evictFields } from '../shared/evictFields';
import { errorMessage } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';

const CreateGameQuestionMutation = graphql(/* GraphQL */ `
  mutation CreateGameQuestion($input: GameQuestionInput!) {
    createGameQuestion(input: $input) {
      id
      gameType
      text
      isTrue
    }
  }
`);

const UpdateGameQuestionMutation = graphql(/* GraphQL */ `
  mutation UpdateGameQuestion($id: ID!, $input: GameQuestionInput!) {
    updateGameQuestion(id: $id, input: $input) {
      id
      gameType
      text
      isTrue
    }
  }
`);

const DeleteGameQuestionMutation = graphql(/* GraphQL */ `
  mutation DeleteGameQuestion($id: ID!) {
    deleteGameQuestion(id: $id)
  }
`);

const LIST_FIELDS = ['adminGameQuestions', 'gameQuestions', 'dashboardCounts'] as const;

export function useSaveGameQuestionMutation() {
  const [create, createState] = useMutation(CreateGameQuestionMutation, { update: (c) => evictFields(c, LIST_FIELDS) });
  const [update, updateState] = useMutation(UpdateGameQuestionMutation, { update: (c) => evictFields(c, LIST_FIELDS) });

  async function save(id: string | null, input: GameQuestionInput): Promise<boolean> {
    try {
      if (id) await update({ variables: { id, input } });
      else await create({ variables: { input } });
      notifySuccess('Éxito', id ? 'Pregunta actualizada correctamente.' : 'Pregunta creada correctamente.');
      return true;
    } catch (error) {
      notifyError(
        id ? 'Error al Actualizar' : 'Error al Crear',
        `No se pudo guardar la pregunta: ${errorMessage(error)}`,
      );
      return false;
    }
  }

  return { save, saving: createState.loading || updateState.loading };
}

export function useDeleteGameQuestionMutation() {
  const [mutate, { loading }] = useMutation(DeleteGameQuestionMutation, {
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'GameQuestion', id: data.deleteGameQuestion }) });
      evictFields(cache, ['dashboardCounts']);
    },
  });

  async function deleteQuestion(id: string): Promise<boolean> {
    try {
      await mutate({ variables: { id } });
      notifySuccess('Pregunta Eliminada', 'La pregunta fue eliminada.');
      return true;
    } catch (error) {
      notifyError('Error al eliminar', `No se pudo eliminar la pregunta. ${errorMessage(error)}`);
      return false;
    }
  }

  return { deleteQuestion, loading };
}
