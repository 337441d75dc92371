/**
 * The server owns the configuration defaults and returns effective values.
 * These few texts only cover a failed configuration request, so that the
 * brand, the spec-named labels and the 'Mi Enfoque' titles never go blank.
 * They come from domain's small siteDefaults module (the catalogue's own
 * defaults), not from the whole catalogue, which would grow the first load.
 */
import { ESSENTIAL_DEFAULTS } from '@crecer/domain/siteDefaults';

export const CLIENT_FALLBACKS: Readonly<Record<string, string>> = ESSENTIAL_DEFAULTS;
