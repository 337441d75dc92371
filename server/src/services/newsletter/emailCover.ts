/**
 * The cover an article's e-mail shows: the JPEG copy media/ keeps of every
 * image (jpegCopy.ts), made before the e-mail is composed if the cover predates it.
 */
import type { DbExecutor } from '../../db/client';
import type { AppServices } from '../appServices';
import { emailImageUrl, ensureJpegCopy, loadAssetsByUrl } from '../media';

/** The URL of the cover's JPEG copy (its WebP variant while it has none); null without a cover. */
export async function emailCoverUrl(db: DbExecutor, imageUrl: string | null): Promise<string | null> {
  if (!imageUrl) return null;
  const assets = await loadAssetsByUrl(db, [imageUrl]);
  return emailImageUrl(imageUrl, assets.get(imageUrl));
}

/** Makes the cover's JPEG copy if it has none; call it outside a transaction (it encodes an image). */
export function prepareEmailCover(
  services: Pick<AppServices, 'db' | 'storage' | 'logger'>,
  imageUrl: string | null,
): Promise<void> {
  return ensureJpegCopy(services, imageUrl);
}
