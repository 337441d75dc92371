import { useQuery } from '@apollo/client/react';
import { Alert, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { formatPrice } from '../../../components/ContentCard/contentFormat';
import { AdminListTable } from '../shared/AdminListTable';
import { errorMessage } from '../shared/graphqlErrors';
import { PageHeader } from '../shared/PageHeader';
import { useLoadErrorToast } from '../shared/useLoadErrorToast';
import { formatOrderDate, ordersSummary } from './orderFormat';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PaymentProviderNotice } from './PaymentProviderNotice';
import { AdminOrdersQuery } from './orderQueries';
import { loadedByRoute } from '../routeData/screenLoader';

/** 'Compras': every purchase attempt through Mercado Pago, newest first (the server's order). */
export function OrdersPage() {
  // Payments arrive while the page is open; always ask the server.
  const { data, loading, error } = useQuery(AdminOrdersQuery, loadedByRoute);
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
      <AdminListTable
        rows={orders}
        minWidth={720}
        columns={[
          { header: 'Guía', cell: (order) => order.guideTitle, fw: 500 },
          { header: 'Monto', cell: (order) => formatPrice(order.amount) },
          { header: 'Estado', cell: (order) => <OrderStatusBadge status={order.status} /> },
          {
            header: 'ID de pago',
            // Only the id in monospace: on a phone the cell also shows the column's name.
            cell: (order) => (
              <Text span ff="monospace" fz="inherit">
                {order.paymentId ?? '—'}
              </Text>
            ),
          },
          { header: 'Fecha', cell: (order) => formatOrderDate(order.createdAt) },
        ]}
      />
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader title="Compras" description={orders.length > 0 ? ordersSummary(orders.length) : undefined} />
      <PaymentProviderNotice />
      <Paper withBorder radius="md" p="md">
        {body}
      </Paper>
    </Stack>
  );
}
