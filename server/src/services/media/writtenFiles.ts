/**
 * Files written to storage for a save that has not committed yet. Storage is
 * not transactional, so a save writes its files first, records them (an
 * image's media_assets row) in the same database transaction as the row that
 * points at them, and removes them again only if that transaction fails.
 */
import { mediaAssets } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import type { Logger } from '../../logger';
import { generateObjectName, type StorageDriver } from './storage';
import type { ReceivedFile } from './uploads';

export interface WrittenFile {
  /** What a content row stores: an image's public URL, a PDF's storage key. */
  location: string;
  /** Every object written (an image's original and its variants). */
  keys: string[];
  /** The media_assets row an image needs; a PDF has none. */
  asset: typeof mediaAssets.$inferInsert | null;
}

/** Writes a PDF to the private guidepdfs bucket. */
export async function writePdf(storage: StorageDriver, file: ReceivedFile): Promise<WrittenFile> {
  const key = `guidepdfs/${generateObjectName('guide_pdf_', file.originalName.replace(/\.pdf$/i, ''))}.pdf`;
  await storage.put(key, file.buffer, 'application/pdf');
  return { location: key, keys: [key], asset: null };
}

/** Records what the files need in the database; call it inside the transaction that points at them. */
export async function recordWrittenFiles(db: DbExecutor, files: readonly WrittenFile[]): Promise<void> {
  const assets = files.flatMap((file) => (file.asset ? [file.asset] : []));
  if (assets.length > 0) await db.insert(mediaAssets).values(assets);
}

/**
 * Removes files whose save failed. Nothing in the database names them (their
 * rows rolled back), so a storage failure leaves only an unlisted object,
 * logged for the owner; it never fails the request a second time.
 */
export async function discardWrittenFiles(
  storage: StorageDriver,
  logger: Logger,
  files: readonly WrittenFile[],
): Promise<void> {
  const keys = files.flatMap((file) => file.keys);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const kept = keys.filter((_key, index) => results[index]?.status === 'rejected');
  if (kept.length > 0) logger.warn({ files: kept }, 'could not remove the files of a failed save');
}
