/**
 * Ratings of articles and guides. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export {
  rateContent,
  RATING_PER_ADDRESS,
  RATING_PER_ADDRESS_AND_ITEM,
  RATING_PER_VISITOR,
  visitorIdentity,
} from './rateContent';
export { EMPTY_SUMMARY, loadRatingSummaries, type RatingSummary, summaryFromTotals } from './summary';
export { findVisitorRating } from './visitorRating';
