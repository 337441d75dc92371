import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { adminPaths } from '../adminPaths';
import { AdminListPage } from '../shared/AdminListPage';
import { errorMessage } from '../shared/graphqlErrors';
import { deleteAction, editAction } from '../shared/rowActions';
import { useDeletePuzzleWordMutation } from './usePuzzleWordMutations';
import { AdminPuzzleWordsListQuery } from './puzzleQueries';
import { loadedByRoute } from '../routeData/screenLoader';

export function PuzzleWordsListPage() {
  const { data, loading, error } = useQuery(AdminPuzzleWordsListQuery, loadedByRoute);
  const { deleteWord, loading: deleting } = useDeletePuzzleWordMutation();

  return (
    <AdminListPage
      title="Palabras del Rompecabezas"
      createLabel="Nueva Palabra"
      createFirstLabel="Crear la primera palabra"
      createHref={adminPaths.puzzleWordNew.getHref()}
      rows={error ? [] : (data?.puzzleWords ?? [])}
      loading={loading}
      errorTitle="Error al cargar las palabras"
      errorMessage={error ? errorMessage(error) : null}
      emptyText="Todavía no hay palabras para el rompecabezas."
      searchLabel="Buscar palabras"
      searchText={(word) => [word.word, word.activityDescription]}
      tableMinWidth={560}
      columns={[
        { header: 'Palabra Clave', cell: (word) => word.word, fw: 600 },
        {
          header: 'Actividad Familiar',
          cell: (word) => (
            <Text size="sm" lineClamp={2}>
              {word.activityDescription}
            </Text>
          ),
        },
      ]}
      rowLabel={(word) => word.word}
      rowActions={(word, confirmDelete) => [
        editAction(adminPaths.puzzleWordEdit.getHref(word.id)),
        deleteAction(confirmDelete),
      ]}
      deleteNoun="la palabra"
      deleting={deleting}
      onDelete={deleteWord}
    />
  );
}
