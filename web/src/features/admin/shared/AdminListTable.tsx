import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './AdminListTable.module.css';

export interface AdminListColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Font weight of the cell, for the column that names the row. */
  fw?: number;
}

interface AdminListTableProps<Row extends { id: string }> {
  rows: readonly Row[];
  columns: AdminListColumn<Row>[];
  /** Below this width the desktop table scrolls; a phone gets one card per row instead. */
  minWidth: number;
  /** The row's 'Acciones' cell (its menu), for lists that have one. */
  actions?: (row: Row) => ReactNode;
}

/**
 * The table of an admin list: a table on a desktop, one small card per row on a
 * phone (AdminListTable.module.css), so nothing scrolls sideways. The roles are explicit:
 * the phone layout's block and flex cells would otherwise hide the table from screen readers.
 */
export function AdminListTable<Row extends { id: string }>({
  rows,
  columns,
  minWidth,
  actions,
}: AdminListTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth} classNames={{ scrollContainerInner: classes.inner }}>
      <Table striped highlightOnHover verticalSpacing="sm" className={classes.table}>
        <Table.Thead>
          <Table.Tr role="row">
            {columns.map((column) => (
              <Table.Th key={column.header} role="columnheader">
                {column.header}
              </Table.Th>
            ))}
            {actions && <Table.Th role="columnheader">Acciones</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} role="row">
              {columns.map((column) => (
                <Table.Td key={column.header} fw={column.fw} role="cell" data-label={column.header}>
                  {column.cell(row)}
                </Table.Td>
              ))}
              {actions && (
                <Table.Td role="cell" data-label="Acciones">
                  {actions(row)}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
