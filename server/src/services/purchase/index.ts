/**
 * Guide purchases and payments. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export { CHECKOUT_PER_IP, startCheckout, WEBHOOK_PATH } from './checkout';
export { PaymentProviderError, paymentsEnabled } from './mercadoPago';
export { listOrders, PAYMENT_MESSAGES } from './orders';
export { checkWebhookSignature, handlePaymentNotification } from './paymentNotifications';
export { paymentSetup } from './paymentSetup';
export { PURCHASE_EVENTS, type PurchaseApproved } from './purchaseEvents';
export { findSignedGuidePdf, purchaseDownload } from './purchaseDownload';
export { SIGNED_DOWNLOAD_PREFIX, signedDownloadUrl, verifyDownloadToken } from './signedLinks';
