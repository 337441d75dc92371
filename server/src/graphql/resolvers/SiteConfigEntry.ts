import type { SiteConfigEntryResolvers } from '../../__generated__/resolvers-types';
import { findConfigKey } from '@crecer/domain/siteConfig';
import { resolveImage } from './imageField';

export const SiteConfigEntry: SiteConfigEntryResolvers = {
  image: (entry, _args, context) =>
    findConfigKey(entry.key)?.kind === 'image' ? resolveImage(entry.value, context) : null,
};
