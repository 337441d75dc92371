/**
 * Business constants both sides need, once. Plain values and one formatter, no
 * library: public pages import this module.
 */

/** Public lists (articles, guides): a 3×3 grid per page unless the client asks for another size. */
export const PUBLIC_PAGE_SIZE = 9;
/** Admin tables: rows per page unless the client asks for another size. */
export const ADMIN_PAGE_SIZE = 20;
/** Whatever size a client asks for, a page never holds more rows (a request cannot make a huge query). */
export const MAX_PAGE_SIZE = 50;

/** Guides are sold in Argentine pesos: the orders, Mercado Pago's preference and the price labels. */
export const CURRENCY = 'ARS';

/** Spec: 'ARS $' plus the price with 2 decimals. */
export function formatPrice(price: number): string {
  return `${CURRENCY} $${price.toFixed(2)}`;
}
