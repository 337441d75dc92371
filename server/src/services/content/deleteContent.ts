import { and, eq } from 'drizzle-orm';
import { ratings } from '../../db/schema';
import { notFound } from '../shared/errors';
import { parseId } from '../shared/ids';
import type { AppServices } from '../appServices';
import { deleteRowFiles } from './contentFiles';
import { asAnyKind, type ContentInput, type ContentKind, type ContentTable } from './contentKind';
import { releaseRevisionImages, revisionImages } from './revisions';

/**
 * Deletes an article or a guide with its ratings and revisions (one transaction;
 * the revisions by their foreign key's cascade), then its files and the pictures
 * only its revisions named; returns the id.
 */
export async function deleteContent<Table extends ContentTable, Input extends ContentInput>(
  kind: ContentKind<Table, Input>,
  services: AppServices,
  rawId: string,
): Promise<number> {
  const id = parseId(rawId);
  const table = kind.table as ContentTable;
  const anyKind = asAnyKind(kind);
  const [deleted, pictures] = await services.db.transaction(async (tx) => {
    const images = await revisionImages(tx, anyKind, id);
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (row) await tx.delete(ratings).where(and(eq(ratings.contentType, kind.type), eq(ratings.contentId, id)));
    return [row, images] as const;
  });
  if (!deleted) throw notFound(kind.messages.notFoundToDelete);
  await deleteRowFiles(services, kind.files, deleted);
  await releaseRevisionImages(services, pictures);
  return id;
}
