/**
 * The contact form and its inbox. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export { CONTACT_MAIL_QUEUE, contactJobs } from './contactJobs';
export { deleteContactMessage, listContactMessages, markContactMessageRead } from './inbox';
export { CONTACT_PER_IP, CONTACT_PER_VISITOR, submitContactMessage } from './submitContactMessage';
