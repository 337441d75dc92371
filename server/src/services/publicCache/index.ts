/**
 * The anonymous pages' cache. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export { CACHE_RULES } from './cacheRules';
export { keptLookup, type LoadMany } from './keptLookup';
export { keptRead } from './keptRead';
export { COUNTER_REFRESH_MS, type PublicCache, startPublicCache } from './publicCache';
export { type CachedAnswer, PublicCacheStore } from './store';
export { collectObjectTags, type Invalidation, itemArgument, rootFieldTags } from './tags';
export { cacheTriggerSql, GENERATED_MARKER } from './triggerSql';
