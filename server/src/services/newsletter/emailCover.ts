/**
 * The cover an article's e-mail shows. A mail client has no srcset, so the
 * e-mail names one file: the variant the upload made nearest the e-mail's
 * 600 px column (media/responsive.ts), never the original upload, which can
 * weigh megabytes on a family's mobile data.
 */
import type { DbExecutor } from '../../db/client';
import { loadAssetsByUrl, imageUrlForWidth, toResponsiveImage } from '../media';

/** The e-mail's content width in CSS pixels (newsletterMail.ts lays it out at 560 plus padding). */
export const EMAIL_IMAGE_WIDTH = 600;

/** The URL of the cover's variant for e-mail; the stored URL when the picture has no variants. */
export async function emailCoverUrl(db: DbExecutor, imageUrl: string | null): Promise<string | null> {
  if (!imageUrl) return null;
  const assets = await loadAssetsByUrl(db, [imageUrl]);
  return imageUrlForWidth(toResponsiveImage(imageUrl, assets.get(imageUrl)), EMAIL_IMAGE_WIDTH);
}
