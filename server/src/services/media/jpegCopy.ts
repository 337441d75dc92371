/**
 * The JPEG copy of an image, for places that take one picture, with no srcset,
 * and may not show WebP: link previews (og:image; WhatsApp shows no picture
 * above ~300 KB, and an original can weigh 5 MB) and e-mails (Outlook on
 * Windows shows no WebP). Its width is the variant's closestForWidth picks for
 * 600 px: wide enough for Facebook's large card and a retina e-mail column.
 * mozjpeg keeps it as light as the WebP variant: on the 3000 × 2000 grainy
 * photo of server/test/photos.ts, at 960 px, 44 KB as JPEG (quality
 * 75) against 64 KB as the WebP variant (quality 78).
 *
 * Every image gets its copy at upload; one uploaded before copies existed
 * (migration 0029) gets it from the hourly image-copies job (mediaJobs.ts), or
 * when an e-mail first needs it (ensureJpegCopy).
 */
import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { mediaAssets, type ImageVariant, type MediaAssetRow } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import type { Logger } from '../../logger';
import { UPLOAD_LIMITS, variantResize } from './limits';
import { closestForWidth, imageUrlForWidth, toResponsiveImage } from './responsive';
import type { StorageDriver } from './storage';

/** The e-mail's content width in CSS pixels (the newsletter lays it out at 560 plus padding). */
export const EMAIL_IMAGE_WIDTH = 600;

/** The width of the copy: that of the variant an e-mail would pick, else the image's own; null when unknown. */
export function jpegCopyWidth(image: Pick<MediaAssetRow, 'width' | 'variants'>): number | null {
  return closestForWidth(image.variants, EMAIL_IMAGE_WIDTH)?.width ?? image.width ?? null;
}

/** A new key beside the original's: "articleimages/name.copy-k3x9q2.jpg" (never an existing one: storage never overwrites). */
export function jpegCopyKey(originalKey: string): string {
  const random = Math.random().toString(36).slice(2, 8).padEnd(6, '0');
  return `${originalKey.replace(/\.[A-Za-z0-9]+$/, '')}.copy-${random}.jpg`;
}

/** The JPEG, on white where the picture is transparent (a PNG logo, say). */
export function renderJpegCopy(source: Buffer, width: number) {
  return sharp(source, { limitInputPixels: UPLOAD_LIMITS.imagePixels })
    .rotate()
    .resize(variantResize(width))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 75, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
}

/** Renders and stores the copy of `source`; the caller records the returned variant (or deletes its key). */
export async function writeJpegCopy(
  storage: StorageDriver,
  originalKey: string,
  source: Buffer,
  width: number,
): Promise<ImageVariant> {
  const { data, info } = await renderJpegCopy(source, width);
  const key = jpegCopyKey(originalKey);
  await storage.put(key, data, 'image/jpeg');
  return { key, width: info.width, height: info.height };
}

/** The URL an e-mail shows the image at: its JPEG copy, else its WebP variant of e-mail size, else the URL itself. */
export function emailImageUrl(url: string, asset: MediaAssetRow | null | undefined): string {
  const image = toResponsiveImage(url, asset);
  return image.jpeg?.url ?? imageUrlForWidth(image, EMAIL_IMAGE_WIDTH);
}

export interface JpegCopyServices {
  db: DbExecutor;
  storage: StorageDriver;
  logger: Logger;
}

/**
 * Makes the copy of one recorded image that has none, and returns the copy the
 * row holds then: ours, or the one another instance recorded meanwhile (ours is
 * deleted); null when the image was deleted meanwhile. Throws on failure.
 */
async function makeJpegCopy({ db, storage }: JpegCopyServices, asset: MediaAssetRow): Promise<ImageVariant | null> {
  const width = jpegCopyWidth(asset);
  if (!width) return null;
  const original = await storage.get(asset.key);
  if (!original) throw new Error(`the original ${asset.key} is not in storage`);
  const copy = await writeJpegCopy(storage, asset.key, original.body, width);
  try {
    const [row] = await db
      .update(mediaAssets)
      .set({ jpegCopy: sql`coalesce(${mediaAssets.jpegCopy}, ${JSON.stringify(copy)}::jsonb)`, jpegCopyFailedAt: null })
      .where(eq(mediaAssets.id, asset.id))
      .returning({ jpegCopy: mediaAssets.jpegCopy });
    if (row?.jpegCopy?.key !== copy.key) await storage.delete(copy.key);
    return row?.jpegCopy ?? null;
  } catch (error) {
    await storage.delete(copy.key).catch(() => undefined);
    throw error;
  }
}

/**
 * The image's row, with its copy made first if it is one of ours and has none
 * yet (an e-mail about to be composed); null for a picture we did not store.
 * Never throws: without a copy the e-mail shows the WebP variant, which most
 * mail clients display, so a failure is logged, not passed on.
 */
export async function ensureJpegCopy(services: JpegCopyServices, url: string | null): Promise<MediaAssetRow | null> {
  if (!url) return null;
  let asset: MediaAssetRow | undefined;
  try {
    [asset] = await services.db.select().from(mediaAssets).where(eq(mediaAssets.url, url));
    if (!asset || asset.jpegCopy || asset.variants.length === 0) return asset ?? null;
    return { ...asset, jpegCopy: await makeJpegCopy(services, asset) };
  } catch (error) {
    services.logger.warn({ err: error, file: url }, 'could not make the JPEG copy of an image');
    return asset ?? null;
  }
}

export interface JpegCopyReport {
  made: number;
  failed: number;
}

/** How long an image whose copy failed waits before the job tries it again. */
export const JPEG_COPY_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Makes the missing copies of up to `limit` images: those never tried first,
 * newest first (the ones most likely shared now), then those that failed more
 * than a day ago. An image that fails is logged, marked and tried again a day
 * later; it never stops the others, and broken ones never crowd out the rest.
 */
export async function makeMissingJpegCopies(
  services: JpegCopyServices,
  limit: number,
  now = new Date(),
): Promise<JpegCopyReport> {
  const missing = await services.db
    .select()
    .from(mediaAssets)
    .where(
      and(
        isNull(mediaAssets.jpegCopy),
        sql`jsonb_array_length(${mediaAssets.variants}) > 0`,
        or(
          isNull(mediaAssets.jpegCopyFailedAt),
          lt(mediaAssets.jpegCopyFailedAt, new Date(now.getTime() - JPEG_COPY_RETRY_AFTER_MS)),
        ),
      ),
    )
    .orderBy(sql`${asc(mediaAssets.jpegCopyFailedAt)} nulls first`, desc(mediaAssets.id))
    .limit(limit);
  const report: JpegCopyReport = { made: 0, failed: 0 };
  for (const asset of missing) {
    try {
      await makeJpegCopy(services, asset);
      report.made += 1;
    } catch (error) {
      report.failed += 1;
      services.logger.warn({ err: error, file: asset.url }, 'could not make the JPEG copy of an image');
      await services.db.update(mediaAssets).set({ jpegCopyFailedAt: now }).where(eq(mediaAssets.id, asset.id));
    }
  }
  return report;
}
