/**
 * Starting and demo content. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export { SEED_ARTICLES, SEED_CATEGORIES, SEED_GUIDES } from './content';
export { hadDemoContent, isDatabaseEmpty, isGameContentEmpty, seedDemoContent, seedGameContent } from './demoContent';
export { type DemoContentReport, describeDemoContent, removeDemoContent } from './removeDemo';
