import { Switch, Table } from '@mantine/core';
import { graphql } from '../gql';
import type { ContentFlag, StatsTable_StatFragment } from '../gql/graphql';
import listClasses from '../shared/AdminListTable.module.css';
import { RatingCell } from './RatingCell';
import { useSetContentFlagMutation } from './useSetContentFlagMutation';

graphql(/* GraphQL */ `
  fragment StatsTable_stat on ContentStat {
    id
    contentType
    title
    categoryName
    views
    averageRating
    ratingCount
    showViews
    showRatings
    isFeatured
    createdAt
  }
`);

type StatRow = StatsTable_StatFragment;

const FLAG_COLUMNS: { flag: ContentFlag; header: string; label: string; read: (row: StatRow) => boolean }[] = [
  { flag: 'SHOW_VIEWS', header: 'Mostrar Vistas', label: 'Mostrar vistas de', read: (row) => row.showViews },
  {
    flag: 'SHOW_RATINGS',
    header: 'Mostrar Calificaciones',
    label: 'Mostrar calificaciones de',
    read: (row) => row.showRatings,
  },
  { flag: 'IS_FEATURED', header: 'Destacado', label: 'Destacar', read: (row) => row.isFeatured },
];

const HEADERS = ['Título', 'Categoría', 'Vistas', 'Calificación Prom.', ...FLAG_COLUMNS.map((column) => column.header)];

export function StatsTable({ rows }: { rows: StatRow[] }) {
  const { setFlag } = useSetContentFlagMutation();
  return (
    // On a phone each row is a small card, as in the other admin lists (AdminListTable.module.css).
    <Table.ScrollContainer minWidth={860} classNames={{ scrollContainerInner: listClasses.inner }}>
      <Table striped highlightOnHover verticalSpacing="sm" className={listClasses.table}>
        <Table.Thead>
          <Table.Tr role="row">
            {HEADERS.map((header) => (
              <Table.Th key={header} role="columnheader">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.contentType}-${row.id}`} role="row">
              <Table.Td fw={500} role="cell" data-label="Título">
                {row.title}
              </Table.Td>
              <Table.Td role="cell" data-label="Categoría">
                {row.categoryName ?? 'Sin categoría'}
              </Table.Td>
              <Table.Td role="cell" data-label="Vistas">
                {row.views}
              </Table.Td>
              <Table.Td role="cell" data-label="Calificación Prom.">
                <RatingCell average={row.averageRating} count={row.ratingCount} />
              </Table.Td>
              {FLAG_COLUMNS.map((column) => (
                <Table.Td key={column.flag} role="cell" data-label={column.header}>
                  <Switch
                    aria-label={`${column.label} «${row.title}»`}
                    checked={column.read(row)}
                    onChange={(event) => void setFlag(row, column.flag, event.currentTarget.checked)}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
