import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { AdminListPage, type AdminListColumn } from '../shared/AdminListPage';
import type { RowAction } from '../shared/RowActionsMenu';
import { StatusBadge } from '../shared/StatusBadge';
import { useLoadErrorToast } from '../shared/useLoadErrorToast';
import { useListPaging, useServerList } from '../shared/useServerList';
import type { AdminListInput, ContentStatus } from '../gql/graphql';
import type { AdminContentKind } from './contentKind';
import { loadedByRoute } from '../routeData/screenLoader';

/** What every article and guide row shows. */
export interface ContentListRow {
  id: string;
  title: string;
  status: ContentStatus;
  scheduledFor?: string | null;
  category?: { name: string } | null;
}

interface ContentPage<Row> {
  items: Row[];
  totalCount: number;
  pageCount: number;
}

interface ContentListPageProps<Data, Row extends ContentListRow> {
  kind: AdminContentKind;
  /** The kind's list query and where its page is in the answer. */
  query: TypedDocumentNode<Data, { input?: AdminListInput | null }>;
  select: (data: Data) => ContentPage<Row>;
  /** The column between 'Categoría' and 'Estado': the date of an article, the price of a guide. */
  detailColumn: AdminListColumn<NoInfer<Row>>;
  rowActions: (row: NoInfer<Row>, confirmDelete: () => void) => RowAction[];
  /** The kind's delete mutation (useDeleteContentMutation). */
  deletion: { remove: (row: NoInfer<Row>) => Promise<boolean>; loading: boolean };
}

/** /admin/articles and /admin/guides: every status, newest first, searched and paged by the server. */
export function ContentListPage<Data, Row extends ContentListRow>({
  kind,
  query,
  select,
  detailColumn,
  rowActions,
  deletion,
}: ContentListPageProps<Data, Row>) {
  const { texts } = kind;
  const list = useServerList();
  const { data, previousData, loading, error } = useQuery(query, {
    variables: { input: list.input },
    ...loadedByRoute,
  });
  // The last page stays on screen while the next one loads, so the table does not flicker.
  const shown = data ?? previousData;
  const result = shown ? select(shown) : undefined;
  const server = useListPaging(list, error ? undefined : result);
  useLoadErrorToast(error, 'Error', texts.listLoadError);

  return (
    <AdminListPage
      title={texts.listTitle}
      createLabel={texts.createLabel}
      createFirstLabel={texts.createFirstLabel}
      createHref={kind.paths.create}
      rows={error ? [] : (result?.items ?? [])}
      server={server}
      loading={loading}
      errorTitle={texts.listErrorTitle}
      errorMessage={error ? texts.listLoadError : null}
      emptyText={texts.emptyList}
      searchLabel={texts.searchLabel}
      tableMinWidth={640}
      columns={[
        { header: 'Título', cell: (row) => row.title, fw: 500 },
        { header: 'Categoría', cell: (row) => row.category?.name ?? 'Sin categoría' },
        detailColumn,
        { header: 'Estado', cell: (row) => <StatusBadge status={row.status} scheduledFor={row.scheduledFor} /> },
      ]}
      rowLabel={(row) => row.title}
      rowActions={rowActions}
      deleteNoun={texts.noun}
      deleting={deletion.loading}
      onDelete={deletion.remove}
    />
  );
}
