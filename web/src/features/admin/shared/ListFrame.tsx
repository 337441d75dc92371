import { Alert, Button, Center, Group, Loader, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface ListFrameProps {
  searchLabel: string;
  search: string;
  onSearchChange: (value: string) => void;
  loading: boolean;
  /** A load failure; the panel replaces the table. */
  errorTitle?: string;
  errorMessage?: string | null;
  /** Rows the list holds: all of them, or those matching the search when the server searches. */
  total: number;
  shown: number;
  /** Set when the server searched: a total of 0 then means no match rather than an empty list. */
  searched?: boolean;
  /** Page links, for a list the server pages through. */
  paging?: { page: number; pageCount: number; onPageChange: (page: number) => void };
  emptyText: string;
  /** The empty list's button; a list nobody creates rows in (subscribers) has none. */
  createLabel?: string;
  createHref?: string;
  onCreate?: () => void;
  /** The table, rendered only when there is something to show. */
  children: ReactNode;
}

/** What every admin list shares: search box, spinner, error panel, empty state and "Mostrando X de Y". */
export function ListFrame(props: ListFrameProps) {
  const { loading, errorMessage, total, shown, paging } = props;
  const createButton = !props.createLabel ? null : props.createHref ? (
    <Button component={Link} to={props.createHref} leftSection={<IconPlus size={16} aria-hidden />}>
      {props.createLabel}
    </Button>
  ) : (
    <Button onClick={props.onCreate} leftSection={<IconPlus size={16} aria-hidden />}>
      {props.createLabel}
    </Button>
  );

  let body: ReactNode;
  if (loading && total === 0) {
    body = (
      <Center py="xl">
        <Loader aria-label="Cargando" />
      </Center>
    );
  } else if (errorMessage && total === 0) {
    body = (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={props.errorTitle ?? 'Error al cargar'}>
        {errorMessage}
      </Alert>
    );
  } else if (total === 0 && !props.searched) {
    body = (
      <Stack align="center" py="xl" gap="sm">
        <Text c="dimmed">{props.emptyText}</Text>
        {createButton}
      </Stack>
    );
  } else if (shown === 0 || total === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl">
        No hay resultados para tu búsqueda.
      </Text>
    );
  } else {
    body = props.children;
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <TextInput
          label={props.searchLabel}
          placeholder="Buscar…"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.currentTarget.value)}
          maw={420}
        />
        {body}
        {total > 0 && (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" role="status">
              Mostrando {shown} de {total}
            </Text>
            {paging && paging.pageCount > 1 && (
              <Pagination
                size="sm"
                total={paging.pageCount}
                value={paging.page}
                onChange={paging.onPageChange}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? 'Página anterior' : 'Página siguiente',
                })}
                getItemProps={(page) => ({ 'aria-label': `Página ${page}` })}
              />
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
