/**
 * Subscribers, campaigns and their delivery. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export { cancelCampaign, failedDeliveries, pauseCampaign, resumeCampaign, retryDelivery } from './campaignControls';
export { campaignForArticle, listCampaigns, previewNewsletter, sendNewsletter, sendTestNewsletter } from './campaigns';
export { newsletterJobs, subscribeNewsletter } from './newsletterJobs';
export { importSubscribers } from './subscriberImport';
export { listSubscribers, subscribersForExport } from './subscriberList';
export { csvHeaderLine, subscriberCsvLines } from './subscribersCsv';
export {
  confirmSubscription,
  deleteSubscriber,
  forgetUnconfirmedSubscribers,
  subscribe,
  unsubscribe,
} from './subscriptions';
export { NEWSLETTER_EVENTS, type SubscriptionConfirmed, type Unsubscribed } from './newsletterEvents';
