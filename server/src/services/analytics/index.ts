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
export { normalizeSearchTerm } from './searchTerm';
export { SearchTally, type SearchHit } from './searchTally';
export { siteDay } from './siteDay';
export { SITE_SCOPE, VisitTally, type VisitHit } from './visitTally';
export { forgetVisitorHashes, writeVisits, VISIT_PER_ADDRESS_AND_PAGE } from './writeVisits';
export { rollUpClosedDays } from './dayTops';
export { analyticsRollupJobs, ANALYTICS_ROLLUP_QUEUE } from './rollupJob';
export { SEARCH_PER_ADDRESS_AND_TERM, writeSearches } from './writeSearches';
