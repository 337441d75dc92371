/**
 * Site analytics kept as daily totals: visits, sources and the report. The
 * service's public entry: other code imports it through this file only
 * (serviceZones() in eslint.config.js).
 */
export { arrivalFrom, type Arrival, type ArrivalInput } from './arrival';
export { analyticsJobs, subscribeAnalytics } from './goals';
export { pageScope } from './pageScope';
export { recordGoal } from './recordGoal';
export { analyticsReport, type AnalyticsReportModel } from './report';
export { siteDay } from './siteDay';
export { SITE_SCOPE, VisitTally, type VisitHit } from './visitTally';
export { forgetVisitorHashes, writeVisits, VISIT_PER_ADDRESS_AND_PAGE } from './writeVisits';
