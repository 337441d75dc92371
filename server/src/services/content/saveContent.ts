import { scheduleErrors, wallTimeToInstant } from '@crecer/domain/schedule';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { SCHEDULED, type ContentStatusValue } from '../../db/schema';
import { notFound } from '../shared/errors';
import { parseId } from '../shared/ids';
import { discardWrittenFiles, recordWrittenFiles } from '../media';
import type { AppServices } from '../appServices';
import { existingCategoryId } from '../categories';
import { deleteReplacedFiles, fileLocations, hasFile, receiveFiles, writeFiles } from './contentFiles';
import { asAnyKind, type ContentInput, type ContentKind, type ContentTable, type FileField } from './contentKind';
import { keepFirstVersion, recordRevision, releaseRevisionImages } from './revisions';
import { announceStatusChange } from './contentEvents';

/** The row for the admin's edit form (every status), or null. */
export async function findContentForAdmin<Table extends ContentTable, Input extends ContentInput>(
  kind: ContentKind<Table, Input>,
  db: DbExecutor,
  rawId: string,
): Promise<Table['$inferSelect'] | null> {
  const table = kind.table as ContentTable;
  const [row] = await db
    .select()
    .from(table)
    .where(eq(table.id, parseId(rawId)));
  return (row as Table['$inferSelect'] | undefined) ?? null;
}

/** The instant a 'Programado' save goes public, or its broken rule (domain/schedule.ts); null for other statuses. */
function scheduleFromInput(
  timeZone: string,
  status: ContentStatusValue,
  scheduledFor: string | null | undefined,
): { instant: Date | null; errors: Record<string, string> } {
  const scheduled = status === SCHEDULED;
  const wallTime = scheduledFor ?? '';
  const errors = scheduleErrors({ scheduled, scheduledFor: wallTime, timeZone, now: Date.now() });
  const instant = scheduled && Object.keys(errors).length === 0 ? wallTimeToInstant(wallTime, timeZone) : null;
  return { instant, errors };
}

/**
 * Creates (no id) or updates an article or a guide; returns the saved row.
 * The rules run before any file is read; the files are written to storage
 * before the transaction, and their media_assets rows are written in it with
 * the content row, so a refused row leaves no record behind (and its files are
 * removed). The saved row is kept as a revision in the same transaction
 * (revisions.ts). Replaced files are deleted only after the commit, unless a
 * revision still names them.
 */
export async function saveContent<Table extends ContentTable, Input extends ContentInput>(
  kind: ContentKind<Table, Input>,
  services: AppServices,
  userId: string,
  input: Input,
  rawId?: string,
): Promise<Table['$inferSelect']> {
  const existing = rawId ? await findContentForAdmin(kind, services.db, rawId) : null;
  if (rawId && !existing) throw notFound(kind.messages.notFoundToEdit);
  const categoryId = await existingCategoryId(services.db, input.categoryId);
  const status = input.status ?? 'Borrador';
  const scheduledAt = scheduleFromInput(services.config.siteTimeZone, status, input.scheduledFor);
  const has = Object.fromEntries(
    (['image', 'pdf'] as const).map((field) => [field, hasFile(input, existing, field)]),
  ) as Record<FileField, boolean>;
  // The rules judge what will be stored: a category that still exists, the files kept or chosen.
  const own = await kind.prepare(services, input, {
    common: {
      title: input.title ?? '',
      categoryId: categoryId === null ? null : String(categoryId),
      categoryPosition: input.categoryPosition ?? null,
      published: status !== 'Borrador',
    },
    hasFile: has,
    existing,
    sharedErrors: scheduledAt.errors,
  });
  const written = await writeFiles(
    services.storage,
    services.logger,
    kind.files,
    await receiveFiles(kind.files, input),
  );
  const values = {
    title: input.title.trim(),
    ...own,
    // The rules above refuse a missing category.
    categoryId: categoryId as number,
    categoryPosition: input.categoryPosition ?? 'top-right',
    status,
    // Any other status drops a schedule: un-scheduling returns the item to a draft (or publishes it now).
    scheduledAt: scheduledAt.instant,
    isFeatured: input.isFeatured ?? false,
    ...fileLocations(kind.files, input, existing, written),
    userId,
    updatedAt: new Date(),
  };
  const table = kind.table as ContentTable;
  const anyKind = asAnyKind(kind);
  let saved: Table['$inferSelect'];
  let dropped: string[];
  try {
    [saved, dropped] = await services.db.transaction(async (tx) => {
      await recordWrittenFiles(tx, Object.values(written));
      if (existing) await keepFirstVersion(tx, anyKind, existing);
      const [row] = existing
        ? await tx.update(table).set(values).where(eq(table.id, existing.id)).returning()
        : await tx.insert(table).values(values).returning();
      // Deleted since it was read: roll the new files' records back with it.
      if (!row) throw notFound(kind.messages.notFoundToEdit);
      await announceStatusChange(
        services,
        tx,
        { contentType: kind.type, id: row.id },
        existing?.status ?? null,
        status,
      );
      return [row as Table['$inferSelect'], await recordRevision(tx, anyKind, row, userId)] as const;
    });
  } catch (error) {
    await discardWrittenFiles(services.storage, services.logger, Object.values(written));
    throw error;
  }
  await deleteReplacedFiles(services, kind.files, existing, saved);
  await releaseRevisionImages(services, dropped);
  return saved;
}
