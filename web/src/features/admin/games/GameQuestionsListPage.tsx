import { useQuery } from '@apollo/client/react';
import { Table, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { paths } from '../../../app/paths';
import { graphql } from '../gql';
import type { AdminGameQuestionsListQuery } from '../gql/graphql';
import { DeleteConfirmDialog } from '../shared/DeleteConfirmDialog';
import { errorMessage } from '../shared/graphqlErrors';
import { ListFrame } from '../shared/ListFrame';
import { PageHeader } from '../shared/PageHeader';
import { RowActionsMenu } from '../shared/RowActionsMenu';
import { filterBySearch } from '../shared/searchFilter';
import { GAME_TYPE_LABELS, truthLabel } from './gameTypes';
import { useDeleteGameQuestionMutation } from './useGameQuestionMutations';

const AdminGameQuestionsListQuery = graphql(/* GraphQL */ `
  query AdminGameQuestionsList {
    adminGameQuestions {
      id
      gameType
      text
      isTrue
      createdAt
    }
  }
`);

type QuestionRow = AdminGameQuestionsListQuery['adminGameQuestions'][number];

export function GameQuestionsListPage() {
  const { data, loading, error } = useQuery(AdminGameQuestionsListQuery);
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<QuestionRow | null>(null);
  const { deleteQuestion, loading: deleting } = useDeleteGameQuestionMutation();

  const questions = error ? [] : (data?.adminGameQuestions ?? []);
  const shown = filterBySearch(questions, search, (q) => [q.text, GAME_TYPE_LABELS[q.gameType]]);

  return (
    <>
      <PageHeader title="Preguntas de Juegos" createLabel="Nueva Pregunta" createHref={paths.adminGameNew.getHref()} />
      <ListFrame
        searchLabel="Buscar preguntas"
        search={search}
        onSearchChange={setSearch}
        loading={loading}
        errorTitle="Error al cargar las preguntas"
        errorMessage={error ? errorMessage(error) : null}
        total={questions.length}
        shown={shown.length}
        emptyText="Todavía no hay preguntas de juegos."
        createLabel="Crear la primera pregunta"
        createHref={paths.adminGameNew.getHref()}
      >
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Pregunta / Texto</Table.Th>
                <Table.Th>Tipo de Juego</Table.Th>
                <Table.Th>¿Afirmación Verdadera?</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((question) => (
                <Table.Tr key={question.id}>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {question.text}
                    </Text>
                  </Table.Td>
                  <Table.Td>{GAME_TYPE_LABELS[question.gameType]}</Table.Td>
                  <Table.Td>{truthLabel(question.gameType, question.isTrue)}</Table.Td>
                  <Table.Td>
                    <RowActionsMenu
                      rowLabel={question.text}
                      actions={[
                        {
                          kind: 'link',
                          label: 'Editar',
                          href: paths.adminGameEdit.getHref(question.id),
                          icon: <IconEdit size={16} aria-hidden />,
                        },
                        {
                          kind: 'button',
                          label: 'Eliminar',
                          danger: true,
                          onClick: () => setToDelete(question),
                          icon: <IconTrash size={16} aria-hidden />,
                        },
                      ]}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListFrame>
      <DeleteConfirmDialog
        opened={toDelete !== null}
        subject={`la pregunta «${toDelete?.text ?? ''}»`}
        loading={deleting}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (toDelete && (await deleteQuestion(toDelete.id))) setToDelete(null);
        }}
      />
    </>
  );
}
