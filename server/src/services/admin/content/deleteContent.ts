import { and, eq } from 'drizzle-orm';
import { ratings } from '../../../db/schema';
import { notFound } from '../../errors';
import { parseId } from '../../ids';
import type { AppServices } from '../../types';
import { deleteRowFiles } from './contentFiles';
import type { ContentInput, ContentKind, ContentTable } from './contentKind';

/** Deletes an article or a guide with its ratings (one transaction), then its files; returns the id. */
export async function deleteContent<Table extends ContentTable, Input extends ContentInput>(
  kind: ContentKind<Table, Input>,
  services: AppServices,
  rawId: string,
): Promise<number> {
  const id = parseId(rawId);
  const table = kind.table as ContentTable;
  const deleted = await services.db.transaction(async (tx) => {
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (row) await tx.delete(ratings).where(and(eq(ratings.contentType, kind.type), eq(ratings.contentId, id)));
    return row;
  });
  if (!deleted) throw notFound(kind.messages.notFoundToDelete);
  await deleteRowFiles(services, kind.files, deleted);
  return id;
}
