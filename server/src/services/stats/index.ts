/**
 * Dashboard counts and content statistics. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export { listContentStats, setContentFlag, type StatsSortKey } from './contentStats';
export { dashboardCounts } from './dashboardCounts';
