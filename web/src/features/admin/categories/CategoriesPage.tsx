import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { AdminListPage } from '../shared/AdminListPage';
import { deleteAction, editAction } from '../shared/rowActions';
import { useLoadErrorToast } from '../shared/useLoadErrorToast';
import { CategoryDialog, type EditableCategory } from './CategoryDialog';
import { useDeleteCategoryMutation } from './useCategoryMutations';
import { AdminCategoriesListQuery } from './categoryQueries';
import { loadedByRoute } from '../routeData/screenLoader';

export function CategoriesPage() {
  const { data, loading, error } = useQuery(AdminCategoriesListQuery, loadedByRoute);
  // undefined: closed; null: creating; a row: editing it.
  const [editing, setEditing] = useState<EditableCategory | null | undefined>(undefined);
  const { deleteCategory, loading: deleting } = useDeleteCategoryMutation();
  useLoadErrorToast(error, 'Error', 'No se pudieron cargar las categorías.');

  return (
    <AdminListPage
      title="Categorías"
      createLabel="Nueva Categoría"
      createFirstLabel="Crear la primera categoría"
      onCreate={() => setEditing(null)}
      rows={error ? [] : (data?.categories ?? [])}
      loading={loading}
      errorTitle="Error al cargar las categorías"
      errorMessage={error ? 'No se pudieron cargar las categorías.' : null}
      emptyText="Todavía no hay categorías."
      searchLabel="Buscar categorías"
      searchText={(category) => [category.name, category.description]}
      tableMinWidth={560}
      columns={[
        { header: 'Nombre', cell: (category) => category.name, fw: 500 },
        {
          header: 'Descripción',
          cell: (category) => (
            <Text size="sm" c={category.description ? undefined : 'dimmed'} lineClamp={2}>
              {category.description || 'Sin descripción'}
            </Text>
          ),
        },
      ]}
      rowLabel={(category) => category.name}
      rowActions={(category, confirmDelete) => [editAction(() => setEditing(category)), deleteAction(confirmDelete)]}
      deleteNoun="la categoría"
      deleteWarning="Los artículos y guías vinculados no se eliminarán, pero pueden quedar sin categoría."
      deleting={deleting}
      onDelete={deleteCategory}
    >
      {editing !== undefined && (
        <CategoryDialog key={editing?.id ?? 'new'} category={editing} onClose={() => setEditing(undefined)} />
      )}
    </AdminListPage>
  );
}
