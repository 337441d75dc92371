/**
 * Orders: one row per purchase attempt, moved between states only by what
 * Mercado Pago reports about a payment (from the return page or the webhook).
 */
import { and, desc, eq, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { orders, type OrderRow, type OrderStatusValue } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import type { AppServices } from '../appServices';
import type { ProviderPayment } from './mercadoPago';
import { announceApproval } from './purchaseEvents';

export const PAYMENT_MESSAGES = {
  missingPayment: 'No recibimos la confirmación del pago de Mercado Pago.',
  pending: 'El pago todavía está pendiente de aprobación.',
  rejected: 'El pago fue rechazado.',
  cancelled: 'El pago fue cancelado.',
  refunded: 'El pago fue reembolsado.',
  mismatch: 'El pago no corresponde a esta compra.',
  amount: 'El monto pagado no coincide con el precio de la guía.',
  paymentNotFound: 'No encontramos el pago en Mercado Pago.',
  providerDown: 'No pudimos verificar el pago con Mercado Pago. Por favor, recarga la página en unos minutos.',
} as const;

/** Mercado Pago's payment statuses folded into ours; unknown words change nothing. */
export function orderStatusFor(providerStatus: string): OrderStatusValue | null {
  switch (providerStatus) {
    case 'approved':
      return 'approved';
    case 'pending':
    case 'in_process':
    case 'authorized':
    case 'in_mediation':
      return 'pending';
    case 'rejected':
      return 'rejected';
    case 'cancelled':
      return 'cancelled';
    case 'refunded':
    case 'charged_back':
      return 'refunded';
    default:
      return null;
  }
}

export function isOrderIdShape(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
}

export async function findOrder(db: DbExecutor, id: string): Promise<OrderRow | null> {
  if (!isOrderIdShape(id)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** Why a payment cannot count for this order, or null when it belongs to it and paid its full price. */
export function paymentMismatch(order: OrderRow, payment: ProviderPayment): string | null {
  if (payment.externalReference !== order.id) return PAYMENT_MESSAGES.mismatch;
  const cents = (value: number) => Math.round(value * 100);
  if (
    !Number.isFinite(payment.transactionAmount) ||
    cents(payment.transactionAmount) !== cents(order.amount) ||
    payment.currencyId !== order.currency
  )
    return PAYMENT_MESSAGES.amount;
  return null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause)
    if ((current as { code?: unknown }).code === '23505') return true;
  return false;
}

/**
 * Records what the provider says about a payment that belongs to the order.
 * Idempotent: the same report twice is one state change. A paid (approved or
 * refunded) order keeps its payment; another payment cannot take it over. The
 * unique payment_id refuses a payment already bound to a different order.
 * The order's row is locked first, so of two reports racing only the one that
 * moves it to approved announces PURCHASE_EVENTS.approved, in the same
 * transaction.
 */
export async function applyPayment(
  services: Pick<AppServices, 'db' | 'jobs'>,
  order: OrderRow,
  payment: ProviderPayment,
): Promise<OrderRow> {
  const status = orderStatusFor(payment.status);
  if (!status) return order;
  try {
    const updated = await services.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, order.id))
        .for('update');
      const [row] = await updatePayment(tx, order, payment, status);
      if (row?.status === 'approved' && before?.status !== 'approved') await announceApproval(services, tx, row);
      return row;
    });
    if (updated) return updated;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return (await findOrder(services.db, order.id)) ?? order;
}

function updatePayment(db: DbExecutor, order: OrderRow, payment: ProviderPayment, status: OrderStatusValue) {
  return db
    .update(orders)
    .set({ status, paymentId: payment.id, providerStatus: payment.status, updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, order.id),
        or(
          eq(orders.paymentId, payment.id),
          isNull(orders.paymentId),
          notInArray(orders.status, ['approved', 'refunded']),
        ),
        or(
          sql`${orders.paymentId} IS DISTINCT FROM ${payment.id}`,
          ne(orders.status, status),
          sql`${orders.providerStatus} IS DISTINCT FROM ${payment.status}`,
        ),
      ),
    )
    .returning();
}

/** For the admin's 'Compras' list. */
export function listOrders(db: DbExecutor): Promise<OrderRow[]> {
  return db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id));
}
