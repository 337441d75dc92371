import { useState, type ReactNode } from 'react';
import { AdminListTable, type AdminListColumn } from './AdminListTable';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { ListFrame } from './ListFrame';
import { PageHeader } from './PageHeader';
import { RowActionsMenu, type RowAction } from './RowActionsMenu';
import { filterBySearch } from './searchFilter';

export type { AdminListColumn } from './AdminListTable';

/** A list the server searches and pages through (useServerList): the rows given are one page. */
export interface ServerPaging {
  search: string;
  onSearchChange: (value: string) => void;
  /** Whether the rows shown answer a search (the debounced term, not what is being typed). */
  searched: boolean;
  /** Rows over every page, from the server. */
  total: number;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

interface AdminListPageProps<Row extends { id: string }> {
  title: string;
  /** The header's button ('Nuevo Artículo') and the empty list's ('Crear el primer artículo'). */
  createLabel: string;
  createFirstLabel: string;
  /** Where creating happens: a page (href) or a dialog (callback). */
  createHref?: string;
  onCreate?: () => void;
  /** Every row, or one page with `server`; none after a failed load (spec: a failed load empties the list). */
  rows: readonly Row[];
  /** Set when the server searches and pages; otherwise the search filters `rows` here. */
  server?: ServerPaging;
  loading: boolean;
  errorTitle: string;
  errorMessage: string | null;
  emptyText: string;
  searchLabel: string;
  /** The texts of a row the search box looks in (lists searched here, without `server`). */
  searchText?: (row: Row) => (string | null | undefined)[];
  tableMinWidth: number;
  /** The columns before 'Acciones'. */
  columns: AdminListColumn<Row>[];
  /** Names the row in its menu's label and in the delete confirmation. */
  rowLabel: (row: Row) => string;
  /** The row's menu; `confirmDelete` opens the confirmation for that row. */
  rowActions: (row: Row, confirmDelete: () => void) => RowAction[];
  /** What is deleted, as the confirmation says it: 'el artículo', 'la guía'. */
  deleteNoun: string;
  deleteWarning?: string;
  deleting: boolean;
  /** Deletes the row; true when it is gone (the dialog then closes). */
  onDelete: (row: Row) => Promise<boolean>;
  /** Anything the page adds after the list, such as its edit dialog. */
  children?: ReactNode;
}

/**
 * An admin list page: header with the create button, search, loading, error
 * and empty states (ListFrame), the table with each row's actions menu, and the
 * delete confirmation. Each list says only what differs: its data, columns and actions.
 */
export function AdminListPage<Row extends { id: string }>(props: AdminListPageProps<Row>) {
  const { rows, columns, rowLabel, server } = props;
  const [localSearch, setLocalSearch] = useState('');
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const shown = server || !props.searchText ? rows : filterBySearch(rows, localSearch, props.searchText);

  return (
    <>
      <PageHeader
        title={props.title}
        createLabel={props.createLabel}
        createHref={props.createHref}
        onCreate={props.onCreate}
      />
      <ListFrame
        searchLabel={props.searchLabel}
        search={server ? server.search : localSearch}
        onSearchChange={server ? server.onSearchChange : setLocalSearch}
        loading={props.loading}
        errorTitle={props.errorTitle}
        errorMessage={props.errorMessage}
        total={server ? server.total : rows.length}
        shown={shown.length}
        searched={server?.searched}
        paging={server}
        emptyText={props.emptyText}
        createLabel={props.createFirstLabel}
        createHref={props.createHref}
        onCreate={props.onCreate}
      >
        <AdminListTable
          rows={shown}
          columns={columns}
          minWidth={props.tableMinWidth}
          actions={(row) => (
            <RowActionsMenu rowLabel={rowLabel(row)} actions={props.rowActions(row, () => setToDelete(row))} />
          )}
        />
      </ListFrame>
      {props.children}
      <DeleteConfirmDialog
        opened={toDelete !== null}
        subject={`${props.deleteNoun} «${toDelete ? rowLabel(toDelete) : ''}»`}
        warning={props.deleteWarning}
        loading={props.deleting}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (toDelete && (await props.onDelete(toDelete))) setToDelete(null);
        }}
      />
    </>
  );
}
