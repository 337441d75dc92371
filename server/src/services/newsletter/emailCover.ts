/**
 * The cover an article's e-mail shows: the JPEG copy media/ keeps of every
 * image (jpegCopy.ts). Callers make a missing one first with ensureJpegCopy,
 * outside their transaction (it encodes an image).
 */
import type { DbExecutor } from '../../db/client';
import { emailImageUrl, loadAssetsByUrl } from '../media';

/** The URL of the cover's JPEG copy (its WebP variant while it has none); null without a cover. */
export async function emailCoverUrl(db: DbExecutor, imageUrl: string | null): Promise<string | null> {
  if (!imageUrl) return null;
  const assets = await loadAssetsByUrl(db, [imageUrl]);
  return emailImageUrl(imageUrl, assets.get(imageUrl));
}
