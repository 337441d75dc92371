/**
 * The site configuration. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export {
  type EffectiveEntry,
  publicSiteConfig,
  type PublicSiteConfig,
  readAdminConfig,
  readEffectiveConfig,
} from './effective';
export { saveSiteConfiguration } from './save';
