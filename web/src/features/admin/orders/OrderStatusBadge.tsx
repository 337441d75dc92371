import { Badge } from '@mantine/core';
import type { OrderStatus } from '../gql/graphql';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from './orderFormat';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    // Dark text: the light variant's own tinted text is too faint for small badge letters (WCAG AA).
    <Badge color={ORDER_STATUS_COLORS[status]} variant="light" c="dark.7">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
