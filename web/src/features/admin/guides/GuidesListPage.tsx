import { useQuery } from '@apollo/client/react';
import { Table } from '@mantine/core';
import { useState } from 'react';
import { paths } from '../../../app/paths';
import { graphql } from '../gql';
import type { AdminGuidesListQuery } from '../gql/graphql';
import { DeleteConfirmDialog } from '../shared/DeleteConfirmDialog';
import { formatPrice } from '../shared/format';
import { ListFrame } from '../shared/ListFrame';
import { PageHeader } from '../shared/PageHeader';
import { RowActionsMenu } from '../shared/RowActionsMenu';
import { filterBySearch } from '../shared/searchFilter';
import { StatusBadge } from '../shared/StatusBadge';
import { useLoadErrorToast } from '../shared/useLoadErrorToast';
import { guideRowActions } from './guideRowActions';
import { useDeleteGuideMutation } from './useDeleteGuideMutation';

const AdminGuidesListQuery = graphql(/* GraphQL */ `
  query AdminGuidesList {
    adminGuides {
      id
      title
      price
      status
      hasPdf
      pdfUrl
      paymentLink
      category {
        id
        name
      }
    }
  }
`);

type GuideRow = AdminGuidesListQuery['adminGuides'][number];

export function GuidesListPage() {
  const { data, loading, error } = useQuery(AdminGuidesListQuery);
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<GuideRow | null>(null);
  const { deleteGuide, loading: deleting } = useDeleteGuideMutation();
  useLoadErrorToast(error, 'Error', 'No se pudieron cargar las guías.');

  const guides = error ? [] : (data?.adminGuides ?? []);
  const shown = filterBySearch(guides, search, (g) => [g.title, g.category?.name]);

  return (
    <>
      <PageHeader title="Guías" createLabel="Nueva Guía" createHref={paths.adminGuideNew.getHref()} />
      <ListFrame
        searchLabel="Buscar guías"
        search={search}
        onSearchChange={setSearch}
        loading={loading}
        errorTitle="Error al cargar las guías"
        errorMessage={error ? 'No se pudieron cargar las guías.' : null}
        total={guides.length}
        shown={shown.length}
        emptyText="Todavía no hay guías."
        createLabel="Crear la primera guía"
        createHref={paths.adminGuideNew.getHref()}
      >
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Título</Table.Th>
                <Table.Th>Categoría</Table.Th>
                <Table.Th>Precio</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((guide) => (
                <Table.Tr key={guide.id}>
                  <Table.Td fw={500}>{guide.title}</Table.Td>
                  <Table.Td>{guide.category?.name ?? 'Sin categoría'}</Table.Td>
                  <Table.Td>{formatPrice(guide.price)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={guide.status} />
                  </Table.Td>
                  <Table.Td>
                    <RowActionsMenu rowLabel={guide.title} actions={guideRowActions(guide, () => setToDelete(guide))} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListFrame>
      <DeleteConfirmDialog
        opened={toDelete !== null}
        subject={`la guía «${toDelete?.title ?? ''}»`}
        loading={deleting}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (toDelete && (await deleteGuide(toDelete))) setToDelete(null);
        }}
      />
    </>
  );
}
