import { useQuery } from '@apollo/client/react';
import { Table, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { paths } from '../../../app/paths';
import { graphql } from '../gql';
import type { AdminPuzzleWordsListQuery } from '../gql/graphql';
import { DeleteConfirmDialog } from '../shared/DeleteConfirmDialog';
import { errorMessage } from '../shared/graphqlErrors';
import { ListFrame } from '../shared/ListFrame';
import { PageHeader } from '../shared/PageHeader';
import { RowActionsMenu } from '../shared/RowActionsMenu';
import { filterBySearch } from '../shared/searchFilter';
import { useDeletePuzzleWordMutation } from './usePuzzleWordMutations';

const AdminPuzzleWordsListQuery = graphql(/* GraphQL */ `
  query AdminPuzzleWordsList {
    puzzleWords {
      id
      word
      activityDescription
      createdAt
    }
  }
`);

type WordRow = AdminPuzzleWordsListQuery['puzzleWords'][number];

export function PuzzleWordsListPage() {
  const { data, loading, error } = useQuery(AdminPuzzleWordsListQuery);
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<WordRow | null>(null);
  const { deleteWord, loading: deleting } = useDeletePuzzleWordMutation();

  const words = error ? [] : (data?.puzzleWords ?? []);
  const shown = filterBySearch(words, search, (w) => [w.word, w.activityDescription]);

  return (
    <>
      <PageHeader
        title="Palabras del Rompecabezas"
        createLabel="Nueva Palabra"
        createHref={paths.adminPuzzleWordNew.getHref()}
      />
      <ListFrame
        searchLabel="Buscar palabras"
        search={search}
        onSearchChange={setSearch}
        loading={loading}
        errorTitle="Error al cargar las palabras"
        errorMessage={error ? errorMessage(error) : null}
        total={words.length}
        shown={shown.length}
        emptyText="Todavía no hay palabras para el rompecabezas."
        createLabel="Crear la primera palabra"
        createHref={paths.adminPuzzleWordNew.getHref()}
      >
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Palabra Clave</Table.Th>
                <Table.Th>Actividad Familiar</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((word) => (
                <Table.Tr key={word.id}>
                  <Table.Td fw={600}>{word.word}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {word.activityDescription}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RowActionsMenu
                      rowLabel={word.word}
                      actions={[
                        {
                          kind: 'link',
                          label: 'Editar',
                          href: paths.adminPuzzleWordEdit.getHref(word.id),
                          icon: <IconEdit size={16} aria-hidden />,
                        },
                        {
                          kind: 'button',
                          label: 'Eliminar',
                          danger: true,
                          onClick: () => setToDelete(word),
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
        subject={`la palabra «${toDelete?.word ?? ''}»`}
        loading={deleting}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (toDelete && (await deleteWord(toDelete))) setToDelete(null);
        }}
      />
    </>
  );
}
