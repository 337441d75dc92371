/**
 * View counts. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export { requirePublishedItem } from './publishedItem';
export { recordSearch } from './recordSearch';
export { recordView, recordVisit } from './recordView';
export { startViewWriter, ViewBuffer } from './viewBuffer';
export { VIEW_DEDUP_MINUTES, VIEW_PER_ADDRESS_AND_ITEM, VIEW_WRITE_INTERVAL_MS } from './viewRules';
