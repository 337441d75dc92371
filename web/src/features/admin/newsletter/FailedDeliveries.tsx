import { useQuery } from '@apollo/client/react';
import { Alert, Button, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../gql';
import type { AdminNewsletterFailedDeliveriesQuery } from '../gql/graphql';
import { AdminListTable, type AdminListColumn } from '../shared/AdminListTable';
import { errorMessage } from '../shared/graphqlErrors';
import { useRetryDeliveryMutation } from './useRetryDeliveryMutation';

const AdminNewsletterFailedDeliveriesQuery = graphql(/* GraphQL */ `
  query AdminNewsletterFailedDeliveries($campaignId: ID!) {
    newsletterFailedDeliveries(campaignId: $campaignId) {
      id
      email
      attempts
      lastError
    }
  }
`);

type FailedDelivery = AdminNewsletterFailedDeliveriesQuery['newsletterFailedDeliveries'][number];

const COLUMNS: AdminListColumn<FailedDelivery>[] = [
  { header: 'E-mail', cell: (row) => row.email, fw: 500 },
  { header: 'Intentos', cell: (row) => row.attempts },
  { header: 'Último error', cell: (row) => row.lastError ?? 'Sin detalle' },
];

interface FailedDeliveriesProps {
  campaignId: string;
  /** A cancelled send's e-mails cannot be sent again: the list shows them without 'Reintentar'. */
  retriable: boolean;
}

/** The send's failed e-mails, each with 'Reintentar'; read when she opens the list. */
export function FailedDeliveries({ campaignId, retriable }: FailedDeliveriesProps) {
  const { data, error } = useQuery(AdminNewsletterFailedDeliveriesQuery, {
    variables: { campaignId },
    fetchPolicy: 'cache-and-network',
  });
  const { retry } = useRetryDeliveryMutation();
  const [retrying, setRetrying] = useState<string | null>(null);

  if (error && !data)
    return (
      <Alert color="red" title="No se pudieron cargar los e-mails fallidos">
        {errorMessage(error)}
      </Alert>
    );
  if (!data) return <Loader size="sm" aria-label="Cargando e-mails fallidos" />;
  const rows = data.newsletterFailedDeliveries;
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No quedan e-mails fallidos.
      </Text>
    );

  const retryRow = async (id: string) => {
    setRetrying(id);
    await retry(id);
    setRetrying(null);
  };

  return (
    <AdminListTable
      rows={rows}
      columns={COLUMNS}
      minWidth={520}
      actions={
        retriable
          ? (row) => (
              <Button
                size="xs"
                variant="light"
                loading={retrying === row.id}
                disabled={retrying !== null && retrying !== row.id}
                aria-label={`Reintentar ${row.email}`}
                onClick={() => void retryRow(row.id)}
              >
                Reintentar
              </Button>
            )
          : undefined
      }
    />
  );
}
