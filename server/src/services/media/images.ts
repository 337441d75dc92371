/**
 * Stores uploaded files. Images are re-encoded with sharp into WebP variants
 * (this also drops metadata and anything hidden after the pixels) and the
 * JPEG copy link previews and e-mails show (jpegCopy.ts); the validated
 * original is kept for the owner.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  articles,
  contentRevisions,
  guides,
  mediaAssets,
  siteConfigurations,
  type ImageVariant,
  type MediaAssetRow,
} from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import type { Logger } from '../../logger';
import { EXTENSIONS } from './detect';
import { jpegCopyWidth, writeJpegCopy } from './jpegCopy';
import { UPLOAD_LIMITS, variantResize } from './limits';
import { generateObjectName, keyFromPublicUrl, publicUrlForKey, type Bucket, type StorageDriver } from './storage';
import type { ReceivedFile } from './uploads';
import { recordWrittenFiles, type WrittenFile } from './writtenFiles';

/** Card (phone and grid), detail page, and hero widths. */
export const VARIANT_WIDTHS = [480, 960, 1600, 1920] as const;

/**
 * Writes an image and its variants to storage, not yet recorded in the
 * database (recordWrittenFiles does that inside the caller's transaction).
 */
export async function writeImage(
  storage: StorageDriver,
  bucket: Bucket,
  prefix: string,
  file: ReceivedFile,
): Promise<WrittenFile> {
  const name = generateObjectName(prefix, file.originalName.replace(/\.[A-Za-z0-9]+$/, ''));
  const key = `${bucket}/${name}.${EXTENSIONS[file.type]}`;
  const image = sharp(file.buffer, { failOn: 'error', limitInputPixels: UPLOAD_LIMITS.imagePixels }).rotate();
  const metadata = await image.metadata();
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  if (widths.length === 0 || width <= 1920) widths.push(Math.min(width, 1920));
  const variants: ImageVariant[] = [];
  const written: string[] = [];
  let jpegCopy: ImageVariant | null = null;
  try {
    await storage.put(key, file.buffer, file.type);
    written.push(key);
    for (const w of [...new Set(widths)]) {
      const { data, info } = await sharp(file.buffer, { limitInputPixels: UPLOAD_LIMITS.imagePixels })
        .rotate()
        .resize(variantResize(w))
        .webp({ quality: 78, effort: 3 })
        .toBuffer({ resolveWithObject: true });
      const variantKey = `${bucket}/${name}.w${info.width}.webp`;
      await storage.put(variantKey, data, 'image/webp');
      written.push(variantKey);
      variants.push({ width: info.width, height: info.height, key: variantKey });
    }
    const copyWidth = jpegCopyWidth({ width, variants });
    if (copyWidth) {
      jpegCopy = await writeJpegCopy(storage, key, file.buffer, copyWidth);
      written.push(jpegCopy.key);
    }
  } catch (error) {
    await Promise.allSettled(written.map((k) => storage.delete(k)));
    throw error;
  }
  const url = publicUrlForKey(key);
  return {
    location: url,
    keys: written,
    asset: { url, key, contentType: file.type, width, height, bytes: file.buffer.length, variants, jpegCopy },
  };
}

/** Stores an image and its variants and records them; returns the public URL of the original. */
export async function storeImage(
  db: DbExecutor,
  storage: StorageDriver,
  bucket: Bucket,
  prefix: string,
  file: ReceivedFile,
): Promise<string> {
  const written = await writeImage(storage, bucket, prefix, file);
  try {
    await recordWrittenFiles(db, [written]);
  } catch (error) {
    await Promise.allSettled(written.keys.map((k) => storage.delete(k)));
    throw error;
  }
  return written.location;
}

/**
 * Whether an article, a guide, a revision or a setting still points at the file. One
 * picture can be shown in two places (an article's cover chosen as the share
 * image, say): whoever lets go of it first must not delete it under the other.
 * A revision's picture is kept so restoring it brings the picture back; it goes
 * when the last revision naming it is thinned or deleted with its item.
 * Each lookup is an index probe (migrations 0009, 0020), so it stays cheap at any size.
 */
async function fileStillInUse(db: DbExecutor, url: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({
      inUse: sql<boolean>`exists (select 1 from ${articles} where ${articles.imageUrl} = ${url})
        or exists (select 1 from ${guides} where ${guides.imageUrl} = ${url})
        or exists (select 1 from ${guides} where ${guides.pdfUrl} = ${key})
        or exists (select 1 from ${contentRevisions} where ${contentRevisions.imageUrl} = ${url})
        or exists (select 1 from ${siteConfigurations} where ${siteConfigurations.configValue} = ${url})`,
    })
    .from(sql`(select 1) as one`);
  return row?.inUse === true;
}

/**
 * Deletes a file we stored earlier (an image URL with its variants, or a PDF
 * key), unless something still shows it. Called after the change that let go
 * of it has committed. Failures are logged, never fatal (spec).
 */
export async function deleteStoredFile(
  db: DbExecutor,
  storage: StorageDriver,
  logger: Logger,
  urlOrKey: string | null | undefined,
): Promise<void> {
  if (!urlOrKey) return;
  try {
    const key = urlOrKey.startsWith('/storage/') ? keyFromPublicUrl(urlOrKey) : urlOrKey;
    if (!key) return;
    if (await fileStillInUse(db, publicUrlForKey(key), key)) return;
    const [asset] = await db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.url, publicUrlForKey(key)));
    for (const variant of asset?.variants ?? []) await storage.delete(variant.key);
    if (asset?.jpegCopy) await storage.delete(asset.jpegCopy.key);
    await storage.delete(key);
    if (asset) await db.delete(mediaAssets).where(eq(mediaAssets.id, asset.id));
  } catch (error) {
    logger.warn({ err: error, file: urlOrKey }, 'could not delete an old file');
  }
}

export async function loadAssetsByUrl(db: DbExecutor, urls: readonly string[]): Promise<Map<string, MediaAssetRow>> {
  const rows = await db
    .select()
    .from(mediaAssets)
    .where(inArray(mediaAssets.url, [...urls]));
  return new Map(rows.map((row) => [row.url, row]));
}
