import { useQuery } from '@apollo/client/react';
import { adminPaths } from '../adminPaths';
import { graphql } from '../gql';
import { AdminListPage } from '../shared/AdminListPage';
import { formatPrice } from '../shared/format';
import { StatusBadge } from '../shared/StatusBadge';
import { useLoadErrorToast } from '../shared/useLoadErrorToast';
import { useListPaging, useServerList } from '../shared/useServerList';
import { guideRowActions } from './guideRowActions';
import { useDeleteGuideMutation } from './useDeleteGuideMutation';

const AdminGuidesListQuery = graphql(/* GraphQL */ `
  query AdminGuidesList($input: AdminListInput) {
    adminGuides(input: $input) {
      items {
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
      totalCount
      pageCount
    }
  }
`);

export function GuidesListPage() {
  const list = useServerList();
  const { data, previousData, loading, error } = useQuery(AdminGuidesListQuery, { variables: { input: list.input } });
  // The last page stays on screen while the next one loads, so the table does not flicker.
  const result = (data ?? previousData)?.adminGuides;
  const server = useListPaging(list, error ? undefined : result);
  const { deleteGuide, loading: deleting } = useDeleteGuideMutation();
  useLoadErrorToast(error, 'Error', 'No se pudieron cargar las guías.');

  return (
    <AdminListPage
      title="Guías"
      createLabel="Nueva Guía"
      createFirstLabel="Crear la primera guía"
      createHref={adminPaths.guideNew.getHref()}
      rows={error ? [] : (result?.items ?? [])}
      server={server}
      loading={loading}
      errorTitle="Error al cargar las guías"
      errorMessage={error ? 'No se pudieron cargar las guías.' : null}
      emptyText="Todavía no hay guías."
      searchLabel="Buscar guías"
      tableMinWidth={640}
      columns={[
        { header: 'Título', cell: (guide) => guide.title, fw: 500 },
        { header: 'Categoría', cell: (guide) => guide.category?.name ?? 'Sin categoría' },
        { header: 'Precio', cell: (guide) => formatPrice(guide.price) },
        { header: 'Estado', cell: (guide) => <StatusBadge status={guide.status} /> },
      ]}
      rowLabel={(guide) => guide.title}
      rowActions={guideRowActions}
      deleteNoun="la guía"
      deleting={deleting}
      onDelete={deleteGuide}
    />
  );
}
