import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, sqlList } from './enums';

/**
 * One purchase attempt of a paid guide through Mercado Pago. The id is a
 * random UUID sent to the provider as external_reference, so order ids
 * cannot be guessed or enumerated.
 *
 * guide_id has no foreign key and the title is copied on purpose: an order
 * is a record of money received and must outlive the guide it was for.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    guideId: integer('guide_id').notNull(),
    guideTitle: text('guide_title').notNull(),
    /** The guide's price when the checkout started; what the payment must match. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('ARS'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** The provider's payment id; unique, so one payment can never unlock two orders. */
    paymentId: text('payment_id'),
    /** The provider's own status word (e.g. in_process, charged_back), for support. */
    providerStatus: text('provider_status'),
    preferenceId: text('preference_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_status_check', sql.raw(`status IN (${sqlList(ORDER_STATUSES)})`)),
    check('orders_amount_check', sql`${t.amount} > 0`),
    uniqueIndex('orders_payment_id_key').on(t.paymentId),
    index('orders_created_at_idx').on(t.createdAt),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
