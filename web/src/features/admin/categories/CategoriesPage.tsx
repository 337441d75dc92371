import { useQuery } from '@apollo/client/react';
import { Table, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../gql';
import type { AdminCategoriesListQuery } from '../gql/graphql';
import { DeleteConfirmDialog } from '../shared/DeleteConfirmDialog';
import { ListFrame } from '../shared/ListFrame';
import { PageHeader } from '../shared/PageHeader';
import { RowActionsMenu } from '../shared/RowActionsMenu';
import { filterBySearch } from '../shared/searchFilter';
import { useLoadErrorToast } from '../shared/useLoadErrorToast';
import { CategoryDialog, type EditableCategory } from './CategoryDialog';
import { useDeleteCategoryMutation } from './useCategoryMutations';

const AdminCategoriesListQuery = graphql(/* GraphQL */ `
  query AdminCategoriesList {
    categories {
      id
      name
      description
      createdAt
    }
  }
`);

type CategoryRow = AdminCategoriesListQuery['categories'][number];

export function CategoriesPage() {
  const { data, loading, error } = useQuery(AdminCategoriesListQuery);
  const [search, setSearch] = useState('');
  // undefined: closed; null: creating; a row: editing it.
  const [editing, setEditing] = useState<EditableCategory | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<CategoryRow | null>(null);
  const { deleteCategory, loading: deleting } = useDeleteCategoryMutation();
  useLoadErrorToast(error, 'Error', 'No se pudieron cargar las categorías.');

  const categories = error ? [] : (data?.categories ?? []);
  const shown = filterBySearch(categories, search, (c) => [c.name, c.description]);

  return (
    <>
      <PageHeader title="Categorías" createLabel="Nueva Categoría" onCreate={() => setEditing(null)} />
      <ListFrame
        searchLabel="Buscar categorías"
        search={search}
        onSearchChange={setSearch}
        loading={loading}
        errorTitle="Error al cargar las categorías"
        errorMessage={error ? 'No se pudieron cargar las categorías.' : null}
        total={categories.length}
        shown={shown.length}
        emptyText="Todavía no hay categorías."
        createLabel="Crear la primera categoría"
        onCreate={() => setEditing(null)}
      >
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Descripción</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((category) => (
                <Table.Tr key={category.id}>
                  <Table.Td fw={500}>{category.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={category.description ? undefined : 'dimmed'} lineClamp={2}>
                      {category.description || 'Sin descripción'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RowActionsMenu
                      rowLabel={category.name}
                      actions={[
                        {
                          kind: 'button',
                          label: 'Editar',
                          onClick: () => setEditing(category),
                          icon: <IconEdit size={16} aria-hidden />,
                        },
                        {
                          kind: 'button',
                          label: 'Eliminar',
                          danger: true,
                          onClick: () => setToDelete(category),
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
      {editing !== undefined && (
        <CategoryDialog key={editing?.id ?? 'new'} category={editing} onClose={() => setEditing(undefined)} />
      )}
      <DeleteConfirmDialog
        opened={toDelete !== null}
        subject={`la categoría «${toDelete?.name ?? ''}»`}
        warning="Los artículos y guías vinculados no se eliminarán, pero pueden quedar sin categoría."
        loading={deleting}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (toDelete && (await deleteCategory(toDelete))) setToDelete(null);
        }}
      />
    </>
  );
}
