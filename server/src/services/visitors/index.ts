/**
 * Who a client is and how often it may ask: address keys, visitor ids, throttles. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export { addressKey } from './addressKey';
export { isPrivateAddress } from './privateAddress';
export {
  countHits,
  hitThrottle,
  hitThrottles,
  isThrottled,
  logRefusal,
  refundHit,
  reserveSlot,
  resetThrottle,
  type ThrottleRule,
} from './throttle';
export { newVisitorId, signVisitorId, verifyVisitorCookie, VISITOR_COOKIE, visitorSetCookie } from './visitorId';
