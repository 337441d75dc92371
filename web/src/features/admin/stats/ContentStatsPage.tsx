import { useQuery } from '@apollo/client/react';
import { Alert, Center, Group, Loader, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { graphql } from '../gql';
import type { ContentType } from '../gql/graphql';
import { errorMessage, isSessionError } from '../shared/graphqlErrors';
import { notifyError } from '../shared/notify';
import { PageHeader } from '../shared/PageHeader';
import { StatsCharts } from './StatsCharts';
import { StatsSortButtons } from './StatsSortButtons';
import { StatsTable } from './StatsTable';
import { DEFAULT_STATS_SORT, nextSort } from './statsSort';

const ContentStatsPageQuery = graphql(/* GraphQL */ `
  query ContentStatsPage(
    $contentType: ContentType!
    $search: String
    $sortBy: StatsSortKey
    $direction: SortDirection
  ) {
    contentStats(contentType: $contentType, search: $search, sortBy: $sortBy, direction: $direction) {
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
  }
`);

export function ContentStatsPage() {
  const [contentType, setContentType] = useState<ContentType>('ARTICLE');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState(DEFAULT_STATS_SORT);
  const { data, previousData, loading, error } = useQuery(ContentStatsPageQuery, {
    variables: { contentType, search: debouncedSearch || null, sortBy: sort.key, direction: sort.direction },
  });
  // Keep the last rows on screen while a new sort or search loads, so the table does not flicker.
  const rows = (data ?? previousData)?.contentStats ?? [];

  useEffect(() => {
    if (error && !isSessionError(error)) notifyError('Error al Cargar Estadísticas', errorMessage(error));
  }, [error]);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Estadísticas de Contenido"
        description="Vistas y calificaciones de tus artículos y guías; decide qué se muestra en el sitio."
      />
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <SegmentedControl
              aria-label="Tipo de contenido"
              value={contentType}
              onChange={(value) => setContentType(value === 'GUIDE' ? 'GUIDE' : 'ARTICLE')}
              data={[
                { value: 'ARTICLE', label: 'Artículos' },
                { value: 'GUIDE', label: 'Guías' },
              ]}
            />
            <TextInput
              label="Buscar por título"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', sm: 320 }}
            />
          </Group>
          <StatsSortButtons sort={sort} onSort={(key) => setSort((current) => nextSort(current, key))} />
          {loading && rows.length === 0 ? (
            <Center py="xl">
              <Loader aria-label="Cargando estadísticas" />
            </Center>
          ) : error && rows.length === 0 ? (
            <Alert color="red" title="Error al Cargar Estadísticas">
              {errorMessage(error)}
            </Alert>
          ) : rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              No hay contenido para mostrar.
            </Text>
          ) : (
            <StatsTable rows={rows} />
          )}
        </Stack>
      </Paper>
      {rows.length > 0 && <StatsCharts rows={rows} />}
    </Stack>
  );
}
