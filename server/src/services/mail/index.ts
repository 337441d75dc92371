/**
 * Outgoing e-mail. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export { deliverRow, INTERRUPTED_ERROR, MAIL_NOT_CONFIGURED_ERROR, type MailTable } from './deliverRow';
export { alertOwnerOfFailedJob } from './jobFailureAlert';
export { jobIdFor } from './jobIds';
export { mailSettings, type MailSettings } from './mailSettings';
export { createMailer } from './mailer';
export { outgoingEmailJobs, type QueuedEmail, queueEmail } from './outgoingEmails';
export { mailBodyKey, openBody } from './sealedBodies';
export { MAIL_RETRY_POLICY } from './retryPolicy';
export { escapeHtml, type MailTransport } from './transport';
export { errorText } from './withoutAddresses';
