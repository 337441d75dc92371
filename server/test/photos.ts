/** Pictures as the owner uploads them, for tests of what the site makes of them. */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { mediaAssets, type MediaAssetRow } from '../src/db/schema';
import type { AppServices } from '../src/services/appServices';

/** A 3000 × 2000 JPEG with grain, about 3 MB: a phone photo as she uploads it. */
export async function bigPhoto(): Promise<Buffer> {
  const [width, height] = [3000, 2000];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 40;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const n = grain();
      pixels[i] = ((x * 255) / width + n) & 255;
      pixels[i + 1] = ((y * 255) / height + n) & 255;
      pixels[i + 2] = (((x + y) * 128) / (width + height) + n) & 255;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * Returns a stored image to how images uploaded before JPEG copies existed
 * (migration 0029) are found: variants, no copy. Returns its media_assets row as it was.
 */
export async function asUploadedBeforeJpegCopies(
  services: Pick<AppServices, 'db' | 'storage'>,
  url: string,
): Promise<MediaAssetRow> {
  const [asset] = await services.db.select().from(mediaAssets).where(eq(mediaAssets.url, url));
  await services.storage.delete(asset!.jpegCopy!.key);
  await services.db.update(mediaAssets).set({ jpegCopy: null }).where(eq(mediaAssets.id, asset!.id));
  return asset!;
}
