import { createContext, useContext } from 'react';
import type { HeadImage } from './headTypes';

/**
 * What page heads read of the site configuration: its texts (About Me's title)
 * and its share images, the fallback of a page without its own picture. The
 * public layout provides it from the configuration query every route declares
 * (app/PublicLayout.tsx); outside it nothing is configured.
 */
export interface SiteHeadValues {
  /** The effective value of a key ('' when nothing is known). */
  text(key: string): string;
  /** The picture a link preview shows for a key's image (sharePicture), with its size when known; null when none is set. */
  image(key: string): HeadImage | null;
}

const NOTHING_CONFIGURED: SiteHeadValues = { text: () => '', image: () => null };

export const SiteHeadContext = createContext<SiteHeadValues>(NOTHING_CONFIGURED);

export function useSiteHeadValues(): SiteHeadValues {
  return useContext(SiteHeadContext);
}
