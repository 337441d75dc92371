import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { adminPaths } from '../adminPaths';
import { AdminListPage } from '../shared/AdminListPage';
import { errorMessage } from '../shared/graphqlErrors';
import { deleteAction, editAction } from '../shared/rowActions';
import { GAME_TYPE_LABELS, truthLabel } from './gameTypes';
import { useDeleteGameQuestionMutation } from './useGameQuestionMutations';
import { AdminGameQuestionsListQuery } from './gameQueries';
import { loadedByRoute } from '../routeData/screenLoader';

export function GameQuestionsListPage() {
  const { data, loading, error } = useQuery(AdminGameQuestionsListQuery, loadedByRoute);
  const { deleteQuestion, loading: deleting } = useDeleteGameQuestionMutation();

  return (
    <AdminListPage
      title="Preguntas de Juegos"
      createLabel="Nueva Pregunta"
      createFirstLabel="Crear la primera pregunta"
      createHref={adminPaths.gameNew.getHref()}
      rows={error ? [] : (data?.adminGameQuestions ?? [])}
      loading={loading}
      errorTitle="Error al cargar las preguntas"
      errorMessage={error ? errorMessage(error) : null}
      emptyText="Todavía no hay preguntas de juegos."
      searchLabel="Buscar preguntas"
      searchText={(question) => [question.text, GAME_TYPE_LABELS[question.gameType]]}
      tableMinWidth={640}
      columns={[
        {
          header: 'Pregunta / Texto',
          cell: (question) => (
            <Text size="sm" lineClamp={2}>
              {question.text}
            </Text>
          ),
        },
        { header: 'Tipo de Juego', cell: (question) => GAME_TYPE_LABELS[question.gameType] },
        { header: '¿Afirmación Verdadera?', cell: (question) => truthLabel(question.gameType, question.isTrue) },
      ]}
      rowLabel={(question) => question.text}
      rowActions={(question, confirmDelete) => [
        editAction(adminPaths.gameEdit.getHref(question.id)),
        deleteAction(confirmDelete),
      ]}
      deleteNoun="la pregunta"
      deleting={deleting}
      onDelete={(question) => deleteQuestion(question.id)}
    />
  );
}
