/**
 * Deleting rows past their window. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export { deleteExpiredRows, housekeepingJobs } from './expiredRows';
