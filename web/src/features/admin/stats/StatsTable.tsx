import { Switch, Table } from '@mantine/core';
import { graphql } from '../gql';
import type { ContentFlag, StatsTable_StatFragment } from '../gql/graphql';
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

export function StatsTable({ rows }: { rows: StatRow[] }) {
  const { setFlag } = useSetContentFlagMutation();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Título</Table.Th>
            <Table.Th>Categoría</Table.Th>
            <Table.Th>Vistas</Table.Th>
            <Table.Th>Calificación Prom.</Table.Th>
            {FLAG_COLUMNS.map((column) => (
              <Table.Th key={column.flag}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.contentType}-${row.id}`}>
              <Table.Td fw={500}>{row.title}</Table.Td>
              <Table.Td>{row.categoryName ?? 'Sin categoría'}</Table.Td>
              <Table.Td>{row.views}</Table.Td>
              <Table.Td>
                <RatingCell average={row.averageRating} count={row.ratingCount} />
              </Table.Td>
              {FLAG_COLUMNS.map((column) => (
                <Table.Td key={column.flag}>
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
