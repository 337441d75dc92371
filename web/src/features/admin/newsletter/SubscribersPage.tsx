import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { NEWSLETTER_PATHS } from '@crecer/domain/newsletterRules';
import type { AdminSubscribersPageQuery as AdminSubscribersPageData } from '../gql/graphql';
import { AdminListTable, type AdminListColumn } from '../shared/AdminListTable';
import { DeleteConfirmDialog } from '../shared/DeleteConfirmDialog';
import { formatDate } from '../shared/format';
import { errorMessage } from '../shared/graphqlErrors';
import { ListFrame } from '../shared/ListFrame';
import { PageHeader } from '../shared/PageHeader';
import { RowActionsMenu } from '../shared/RowActionsMenu';
import { deleteAction } from '../shared/rowActions';
import { useListPaging, useServerList } from '../shared/useServerList';
import { CampaignsSection } from './CampaignsSection';
import { ImportSubscribersButton } from './ImportSubscribersDialog';
import { SubscriberTotals } from './SubscriberTotals';
import { useDeleteSubscriberMutation } from './useDeleteSubscriberMutation';
import { AdminSubscribersPageQuery } from './newsletterQueries';
import { loadedByRoute } from '../routeData/screenLoader';

export const NEWSLETTER_PRIVACY_NOTE =
  'Solo se guarda la dirección de e-mail, su estado y la fecha, para enviar los artículos nuevos. Al darse de baja, la dirección se borra.';

type Subscriber = AdminSubscribersPageData['subscribers']['items'][number];

const COLUMNS: AdminListColumn<Subscriber>[] = [
  { header: 'E-mail', cell: (row) => row.email, fw: 500 },
  {
    header: 'Estado',
    cell: (row) =>
      row.status === 'CONFIRMADO' ? (
        <Badge color="teal" variant="light">
          Confirmado
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          Pendiente
        </Badge>
      ),
  },
  { header: 'Fecha', cell: (row) => formatDate(row.createdAt) },
];

/** 'Suscriptores': who receives new articles by e-mail, the CSV export, and the articles sent. */
export function SubscribersPage() {
  const list = useServerList();
  const { data, previousData, loading, error } = useQuery(AdminSubscribersPageQuery, {
    variables: { input: list.input },
    ...loadedByRoute,
  });
  const page = data?.subscribers;
  // The whole list's totals do not depend on the search: the last ones stay up while a new search loads.
  const totals = page ?? previousData?.subscribers;
  const paging = useListPaging(list, page);
  const { deleteSubscriber, loading: deleting } = useDeleteSubscriberMutation();
  const [toDelete, setToDelete] = useState<Subscriber | null>(null);
  const rows = page?.items ?? [];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Suscriptores"
        description={totals ? <SubscriberTotals page={totals} searched={paging.searched && !!page} /> : undefined}
        actions={
          <Group gap="sm">
            <ImportSubscribersButton />
            <Button
              component="a"
              href={NEWSLETTER_PATHS.subscribersCsv}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Exportar CSV
            </Button>
          </Group>
        }
      />
      {data && !data.newsletterEnabled && (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title="E-mail sin configurar">
          El e-mail no está configurado: el formulario de suscripción no se muestra en el sitio y no se pueden enviar
          artículos.
        </Alert>
      )}
      <ListFrame
        searchLabel="Buscar suscriptores"
        search={paging.search}
        onSearchChange={paging.onSearchChange}
        loading={loading}
        errorTitle="Error al cargar los suscriptores"
        errorMessage={error ? errorMessage(error) : null}
        total={paging.total}
        shown={rows.length}
        searched={paging.searched}
        paging={paging}
        emptyText="Todavía no hay suscriptores."
      >
        <AdminListTable
          rows={rows}
          columns={COLUMNS}
          minWidth={560}
          actions={(row) => <RowActionsMenu rowLabel={row.email} actions={[deleteAction(() => setToDelete(row))]} />}
        />
      </ListFrame>
      <CampaignsSection />
      <Text size="sm" c="gray.7">
        {NEWSLETTER_PRIVACY_NOTE}
      </Text>
      <DeleteConfirmDialog
        opened={toDelete !== null}
        subject={`la dirección ${toDelete?.email ?? ''}`}
        warning="No recibirá más e-mails del sitio."
        loading={deleting}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (toDelete && (await deleteSubscriber(toDelete.id))) setToDelete(null);
        }}
      />
    </Stack>
  );
}
