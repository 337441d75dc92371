import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useQuery } from '@apollo/client/react';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ContentType } from '../gql/graphql';
import { StatsChartsQuery } from './statsQueries';
import { loadedByRoute } from '../routeData/screenLoader';

// The five most viewed and the five best rated of the whole type, each the first page of a server-sorted list
// (contentType: the cache keys statistics rows by type and id).
function shortTitle(title: string): string {
  return title.length > 28 ? `${title.slice(0, 27)}…` : title;
}

/** The five most viewed and the five best rated items, as horizontal bars. */
export function StatsCharts({ contentType }: { contentType: ContentType }) {
  const { data, previousData } = useQuery(StatsChartsQuery, { variables: { contentType }, ...loadedByRoute });
  const charts = data ?? previousData;
  if (!charts || charts.mostViewed.items.length === 0) return null;
  const byViews = charts.mostViewed.items.map((row) => ({ titulo: shortTitle(row.title), Vistas: row.views }));
  const byRating = charts.bestRated.items
    .filter((row) => row.ratingCount > 0)
    .map((row) => ({ titulo: shortTitle(row.title), Calificación: row.averageRating }));

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <Paper withBorder p="md" radius="md" component="figure" m={0} aria-labelledby="chart-views-title">
        <Title order={2} size="h5" id="chart-views-title" mb="sm">
          Más vistos
        </Title>
        <BarChart
          h={240}
          data={byViews}
          dataKey="titulo"
          orientation="vertical"
          yAxisProps={{ width: 160 }}
          series={[{ name: 'Vistas', color: 'teal.6' }]}
        />
      </Paper>
      <Paper withBorder p="md" radius="md" component="figure" m={0} aria-labelledby="chart-rating-title">
        <Title order={2} size="h5" id="chart-rating-title" mb="sm">
          Mejor calificados
        </Title>
        {byRating.length === 0 ? (
          <Text c="dimmed" size="sm">
            Todavía no hay calificaciones.
          </Text>
        ) : (
          <BarChart
            h={240}
            data={byRating}
            dataKey="titulo"
            orientation="vertical"
            yAxisProps={{ width: 160 }}
            xAxisProps={{ domain: [0, 5] }}
            series={[{ name: 'Calificación', color: 'yellow.6' }]}
          />
        )}
      </Paper>
    </SimpleGrid>
  );
}
