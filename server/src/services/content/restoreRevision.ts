/**
 * 'Restaurar' in Historial: brings a revision's words back (title, texts, cover,
 * category; a guide's price and link) as a new save, so the version it replaces
 * stays in the history (nothing is lost) and the restore itself is a revision.
 * State is not words: status, schedule and featured stay as they are now, as
 * Ghost's post history and WordPress's revisions do, so restoring a version once
 * saved as a draft never takes a published article (and its shared links) down.
 * Written as saveContent writes: the row and its revision in one transaction,
 * files let go of after the commit.
 */
import { eq } from 'drizzle-orm';
import { categories } from '../../db/schema';
import { notFound } from '../shared/errors';
import { keyFromPublicUrl } from '../media';
import type { AppServices } from '../appServices';
import { deleteReplacedFiles } from './contentFiles';
import { asAnyKind, type ContentInput, type ContentKind, type ContentTable } from './contentKind';
import { findRevision, recordRevision, releaseRevisionImages, revisionItemId } from './revisions';

export interface RevisionRestoreModel {
  /** The item, now holding the revision's values. */
  itemId: number;
  /** Spanish notes on what the restore kept from the current version instead. */
  notes: string[];
}

export const CATEGORY_GONE_NOTE = 'La categoría de esa versión ya no existe: se mantuvo la categoría actual.';
export const IMAGE_GONE_NOTE = 'La imagen de esa versión ya no está guardada: se mantuvo la imagen actual.';
export const IMAGE_NEEDED_NOTE =
  'Esa versión no tenía imagen de portada: se mantuvo la imagen actual, porque no es un borrador.';

/** Restores a revision of this kind as a new save by `userId`. */
export async function restoreRevision<Table extends ContentTable, Input extends ContentInput>(
  kind: ContentKind<Table, Input>,
  services: AppServices,
  userId: string,
  rawRevisionId: string,
): Promise<RevisionRestoreModel> {
  const anyKind = asAnyKind(kind);
  const table = kind.table as ContentTable;
  const { db } = services;
  const revision = await findRevision(anyKind, db, rawRevisionId);
  const itemId = revisionItemId(anyKind, revision);
  const [existing] = await db.select().from(table).where(eq(table.id, itemId));
  if (!existing) throw notFound(kind.messages.notFoundToEdit);
  const notes: string[] = [];
  // Deleted categories set the revision's category to null (its foreign key).
  const [category] =
    revision.categoryId === null
      ? []
      : await db.select({ id: categories.id }).from(categories).where(eq(categories.id, revision.categoryId));
  if (revision.categoryId === null && existing.categoryId !== null) notes.push(CATEGORY_GONE_NOTE);
  // Revisions keep their pictures (media/images.ts); one missing all the same (a restored
  // backup without its files) is not shown broken: the current picture stays.
  let imageUrl = revision.imageUrl;
  if (imageUrl && imageUrl !== existing.imageUrl && !(await pictureStored(services, imageUrl))) {
    imageUrl = existing.imageUrl;
    notes.push(IMAGE_GONE_NOTE);
  }
  // The status stays, so a published (or scheduled) article keeps the cover its rules require.
  if (!imageUrl && existing.imageUrl && existing.status !== 'Borrador') {
    imageUrl = existing.imageUrl;
    notes.push(IMAGE_NEEDED_NOTE);
  }
  let own = kind.fromRevision(revision);
  const kept = existing.status === 'Borrador' ? null : kind.keepOnRestore?.(own, existing as Table['$inferSelect']);
  if (kept) {
    own = { ...own, ...kept.keep };
    notes.push(kept.note);
  }
  const values = {
    title: revision.title,
    ...own,
    categoryId: category?.id ?? existing.categoryId,
    categoryPosition: revision.categoryPosition,
    imageUrl,
    userId,
    updatedAt: new Date(),
  };
  const [saved, dropped] = await db.transaction(async (tx) => {
    const [row] = await tx.update(table).set(values).where(eq(table.id, itemId)).returning();
    if (!row) throw notFound(kind.messages.notFoundToEdit);
    return [row, await recordRevision(tx, anyKind, row, userId)] as const;
  });
  await deleteReplacedFiles(services, { image: kind.files.image }, existing, saved);
  await releaseRevisionImages(services, dropped);
  return { itemId, notes };
}

/** Whether the picture's original is still in storage. */
async function pictureStored(services: AppServices, url: string): Promise<boolean> {
  const key = keyFromPublicUrl(url);
  return key !== null && (await services.storage.get(key)) !== null;
}
