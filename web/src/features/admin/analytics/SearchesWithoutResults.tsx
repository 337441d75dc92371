import { Paper, Table, Text, Title } from '@mantine/core';
import type { AnalyticsPageQuery } from '../gql/graphql';

type Report = AnalyticsPageQuery['analyticsReport'];

/** What families searched for on /articulos and /guias and found nothing: ideas for what to write next. */
export function SearchesWithoutResults({ report }: { report: Report }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" id="searches-without-results">
        Búsquedas sin resultados
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Lo que se buscó en artículos y guías sin encontrar nada, lo más buscado primero.
      </Text>
      {report.searchesWithoutResults.length === 0 ? (
        <Text c="dimmed" size="sm">
          Ninguna búsqueda se quedó sin resultados en este periodo.
        </Text>
      ) : (
        <Table aria-labelledby="searches-without-results" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Búsqueda</Table.Th>
              <Table.Th scope="col" ta="right">
                Veces
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.searchesWithoutResults.map((row) => (
              <Table.Tr key={row.term}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.term}</Table.Td>
                <Table.Td ta="right">{row.searches}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
