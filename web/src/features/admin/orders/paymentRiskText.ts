import { paths } from '../../../config/paths';
import { countLabel } from '../shared/countLabel';

/** The purchase-success address: this guide's in its form, the pattern elsewhere. */
export function successPageAddress(guideId?: string | null): string {
  return paths.purchaseSuccess.getHref(guideId ?? '{id}');
}

/** Why an unverified purchase page gives the PDF away (docs/payments.md, "Without Mercado Pago"). */
export function successPageRisk(guideId?: string | null): string {
  return (
    `Sin Mercado Pago conectado, la página de compra exitosa (${successPageAddress(guideId)}) entrega el PDF ` +
    'a cualquiera que tenga su dirección, haya pagado o no: con el enlace de pago, el sitio no puede comprobar quién pagó.'
  );
}

/** The dashboard's warning while published paid guides can be downloaded that way. */
export function openGuidesTitle(paidGuides: number): string {
  return paidGuides === 1
    ? 'Tu guía de pago se puede descargar sin pagar'
    : `Tus ${countLabel(paidGuides, 'guía de pago', 'guías de pago')} se pueden descargar sin pagar`;
}

export const NO_PROVIDER_TITLE = 'Sin proveedor de pagos: se usa el enlace de pago de la guía.';

export const CONNECTED_TEXT = 'Mercado Pago conectado: las compras se verifican automáticamente.';

/** How to connect Mercado Pago, in the order docs/payments.md gives the steps. */
export const CONNECT_STEPS = [
  'En Mercado Pago, en Tus integraciones → tu aplicación, copia el Access Token.',
  'En Webhooks, agrega la dirección de tu sitio seguida de /webhooks/mercadopago con el evento Pagos y copia su clave secreta.',
  'Quien administra el servidor los pone en MERCADOPAGO_ACCESS_TOKEN y MERCADOPAGO_WEBHOOK_SECRET (archivo .env) y reinicia el sitio. Los pasos completos están en docs/payments.md.',
] as const;
