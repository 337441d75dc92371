import type { OrderStatus } from '../gql/graphql';
import { countLabel } from '../shared/countLabel';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pendiente',
  APPROVED: 'Aprobada',
  REJECTED: 'Rechazada',
  CANCELLED: 'Cancelada',
  REFUNDED: 'Reembolsada',
};

export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  PENDING: 'yellow',
  APPROVED: 'teal',
  REJECTED: 'red',
  CANCELLED: 'gray',
  REFUNDED: 'grape',
};

// Buenos Aires time, as everywhere else on the site; the time matters when matching a payment.
const dateTimeFormat = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Argentina/Buenos_Aires',
});

export function formatOrderDate(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** The page's header: '1 intento de compra.' / '3 intentos de compra.' (the inbox's plural rule). */
export function ordersSummary(count: number): string {
  return `${countLabel(count, 'intento de compra', 'intentos de compra')}.`;
}
