import type { HeadData, HeadImage } from '../../head/headTypes';
import type { SiteHeadValues } from '../../head/SiteHeadContext';
import type { PublicContentKind } from './contentKind';

/** A kind's detail head, from the item, PUBLIC_URL and the share image for an item without its own picture. */
export type ContentHeadBuilder<Item> = (item: Item, publicUrl: string, fallbackImage: HeadImage | null) => HeadData;

/** The share image of a kind's pages: the kind's configured one, else the site's general one. */
export function kindShareImage(site: Pick<SiteHeadValues, 'image'>, kind: PublicContentKind): HeadImage | null {
  return site.image(kind.shareImageKey) ?? site.image('site_og_image_url');
}
