import { useQuery } from '@apollo/client/react';
import { Alert, Center, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { formatPrice } from '../../../components/ContentCard/contentFormat';
import { graphql } from '../gql';
import { errorMessage } from '../shared/graphqlErrors';
import { PageHeader } from '../shared/PageHeader';
import { useLoadErrorToast } from '../shared/useLoadErrorToast';
import { formatOrderDate } from './orderFormat';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PaymentProviderNotice } from './PaymentProviderNotice';

const AdminOrdersQuery = graphql(/* GraphQL */ `
  query AdminOrders {
    orders {
      id
      guideId
      guideTitle
      amount
      currency
      status
      paymentId
      createdAt
    }
  }
`);

/** 'Compras': every purchase attempt through Mercado Pago, newest first (the server's order). */
export function OrdersPage() {
  // Payments arrive while the page is open; always ask the server.
  const { data, loading, error } = useQuery(AdminOrdersQuery, { fetchPolicy: 'cache-and-network' });
  useLoadErrorToast(error, 'Error', 'No se pudieron cargar las compras.');
  const orders = data?.orders ?? [];

  let body;
  if (loading && !data) {
    body = (
      <Center py="xl">
        <Loader aria-label="Cargando compras" />
      </Center>
    );
  } else if (error && !data) {
    body = (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Error al cargar las compras">
        {errorMessage(error)}
      </Alert>
    );
  } else if (orders.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl">
        Todavía no hay compras.
      </Text>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Guía</Table.Th>
              <Table.Th>Monto</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th>ID de pago</Table.Th>
              <Table.Th>Fecha</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td fw={500}>{order.guideTitle}</Table.Td>
                <Table.Td>{formatPrice(order.amount)}</Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
                <Table.Td ff="monospace">{order.paymentId ?? '—'}</Table.Td>
                <Table.Td>{formatOrderDate(order.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Compras"
        description={orders.length > 0 ? `${orders.length} intentos de compra.` : undefined}
      />
      <PaymentProviderNotice />
      <Paper withBorder radius="md" p="md">
        {body}
      </Paper>
    </Stack>
  );
}
