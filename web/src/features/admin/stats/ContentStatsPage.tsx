import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ContentType } from '../gql/graphql';
import { errorMessage, isSessionError } from '../shared/graphqlErrors';
import { notifyError } from '../shared/notify';
import { PageHeader } from '../shared/PageHeader';
import { StatsCharts } from './StatsCharts';
import { StatsSortButtons } from './StatsSortButtons';
import { StatsTable } from './StatsTable';
import { DEFAULT_STATS_SORT, nextSort } from './statsSort';
import { ContentStatsPageQuery, FIRST_STATS_VIEW } from './statsQueries';
import { loadedByRoute } from '../routeData/screenLoader';

export function ContentStatsPage() {
  const [contentType, setContentType] = useState<ContentType>(FIRST_STATS_VIEW.contentType);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState(DEFAULT_STATS_SORT);
  const [page, setPage] = useState<number>(FIRST_STATS_VIEW.page);
  const { data, previousData, loading, error } = useQuery(ContentStatsPageQuery, {
    variables: { contentType, search: debouncedSearch || null, sortBy: sort.key, direction: sort.direction, page },
    ...loadedByRoute,
  });
  // Keep the last rows on screen while a new page, sort or search loads, so the table does not flicker.
  const result = (data ?? previousData)?.contentStats;
  const rows = result?.items ?? [];

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
              onChange={(value) => {
                setContentType(value === 'GUIDE' ? 'GUIDE' : 'ARTICLE');
                setPage(1);
              }}
              data={[
                { value: 'ARTICLE', label: 'Artículos' },
                { value: 'GUIDE', label: 'Guías' },
              ]}
            />
            <TextInput
              label="Buscar por título"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              w={{ base: '100%', sm: 320 }}
            />
          </Group>
          <StatsSortButtons
            sort={sort}
            onSort={(key) => {
              setSort((current) => nextSort(current, key));
              setPage(1);
            }}
          />
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
          {result && result.totalCount > 0 && (
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" role="status">
                Mostrando {rows.length} de {result.totalCount}
              </Text>
              {result.pageCount > 1 && (
                <Pagination
                  size="sm"
                  total={result.pageCount}
                  value={page}
                  onChange={setPage}
                  getControlProps={(control) => ({
                    'aria-label': control === 'previous' ? 'Página anterior' : 'Página siguiente',
                  })}
                  getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
                />
              )}
            </Group>
          )}
        </Stack>
      </Paper>
      <StatsCharts contentType={contentType} />
    </Stack>
  );
}
