/**
 * Historial of an article or a guide: every save keeps a revision of what it
 * stored, written in the save's own transaction (saveContent, restoreRevision),
 * so a refused save leaves none. The newest revision is the current version.
 * Each item keeps its last REVISIONS_KEPT; older ones are deleted by the save
 * that goes past the bound, and their pictures once nothing else shows them.
 */
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { categories, contentRevisions, users, type ContentRevisionRow } from '../../db/schema';
import { notFound } from '../shared/errors';
import { parseId } from '../shared/ids';
import { deleteStoredFile } from '../media';
import type { AppServices } from '../appServices';
import { normalizeAdminPage, toPage, type AdminListInput } from '../shared/paging';
import { asAnyKind, type AnyContentKind, type ContentInput, type ContentKind, type ContentTable } from './contentKind';

/** Revisions kept per item: a save beyond it deletes the oldest. */
export const REVISIONS_KEPT = 50;

export const REVISION_NOT_FOUND = 'No se encontró esa versión.';

type AnyKind = AnyContentKind;
type SavedRow = ContentTable['$inferSelect'];

/** A revision as the Historial list shows it. */
export interface ContentRevisionModel {
  id: number;
  title: string;
  status: ContentRevisionRow['status'];
  createdAt: Date;
  authorEmail: string | null;
}

const itemColumn = (kind: AnyKind) => contentRevisions[kind.revisionColumn];

/**
 * Records the saved row as a new revision (inside the save's transaction) and
 * thins the item's history to REVISIONS_KEPT; returns the pictures of the
 * revisions it deleted, for releaseRevisionImages once the save committed.
 */
export async function recordRevision(
  tx: DbExecutor,
  kind: AnyKind,
  row: SavedRow,
  userId: string | null,
  createdAt: Date = new Date(),
): Promise<string[]> {
  const column = itemColumn(kind);
  const version = {
    title: row.title,
    ...kind.revisionText(row),
    imageUrl: row.imageUrl,
    categoryId: row.categoryId,
    categoryName: await categoryNameOf(tx, row.categoryId),
    categoryPosition: row.categoryPosition,
    isFeatured: row.isFeatured,
    status: row.status,
  };
  // A save that changed nothing (Guardar pressed twice) is the current version already:
  // a copy would only push a real version out of the REVISIONS_KEPT.
  const [newest] = await tx
    .select()
    .from(contentRevisions)
    .where(eq(column, row.id))
    .orderBy(desc(contentRevisions.id))
    .limit(1);
  if (newest && sameVersion(newest, version)) return [];
  await tx.insert(contentRevisions).values({ [kind.revisionColumn]: row.id, ...version, userId, createdAt });
  const dropped = await tx
    .delete(contentRevisions)
    .where(
      inArray(
        contentRevisions.id,
        tx
          .select({ id: contentRevisions.id })
          .from(contentRevisions)
          .where(eq(column, row.id))
          .orderBy(desc(contentRevisions.id))
          .offset(REVISIONS_KEPT),
      ),
    )
    .returning({ imageUrl: contentRevisions.imageUrl });
  return [...new Set(dropped.flatMap((revision) => (revision.imageUrl ? [revision.imageUrl] : [])))];
}

/** Whether a revision holds exactly these values (what a revision records of a save). */
function sameVersion(revision: ContentRevisionRow, version: Partial<ContentRevisionRow>): boolean {
  return Object.entries(version).every(([key, value]) => revision[key as keyof ContentRevisionRow] === value);
}

/** A category's name, as a revision keeps it and the comparison shows it; null for none or one deleted. */
export async function categoryNameOf(db: DbExecutor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
  return row?.name ?? null;
}

/**
 * Before the first edit of an item saved before Historial existed: keeps what
 * it stored then, so the edit does not overwrite the only copy.
 */
export async function keepFirstVersion(tx: DbExecutor, kind: AnyKind, existing: SavedRow): Promise<void> {
  const [any] = await tx
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(eq(itemColumn(kind), existing.id))
    .limit(1);
  if (!any) await recordRevision(tx, kind, existing, existing.userId, existing.updatedAt);
}

/** The distinct pictures an item's revisions name (read before the item is deleted). */
export async function revisionImages(tx: DbExecutor, kind: AnyKind, itemId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ imageUrl: contentRevisions.imageUrl })
    .from(contentRevisions)
    .where(and(eq(itemColumn(kind), itemId), isNotNull(contentRevisions.imageUrl)));
  return rows.flatMap((row) => (row.imageUrl ? [row.imageUrl] : []));
}

/** After the commit: deletes each picture no revision, item or setting shows any more. */
export async function releaseRevisionImages(services: AppServices, urls: readonly string[]): Promise<void> {
  for (const url of urls) await deleteStoredFile(services.db, services.storage, services.logger, url);
}

/** One page of an item's revisions, newest first, counted and paginated in SQL. */
export async function listRevisions<Table extends ContentTable, Input extends ContentInput>(
  kind: ContentKind<Table, Input>,
  db: DbExecutor,
  rawId: string,
  input?: AdminListInput | null,
) {
  const id = parseId(rawId);
  const anyKind = asAnyKind(kind);
  const table = kind.table as ContentTable;
  const [item] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!item) throw notFound(kind.messages.notFoundToEdit);
  const args = normalizeAdminPage({ page: input?.page, pageSize: input?.pageSize });
  const where = eq(itemColumn(anyKind), id);
  const items: ContentRevisionModel[] = await db
    .select({
      id: contentRevisions.id,
      title: contentRevisions.title,
      status: contentRevisions.status,
      createdAt: contentRevisions.createdAt,
      authorEmail: users.email,
    })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.userId))
    .where(where)
    .orderBy(desc(contentRevisions.id))
    .limit(args.pageSize)
    .offset(args.offset);
  const [total] = await db.select({ n: count() }).from(contentRevisions).where(where);
  return toPage(items, Number(total?.n ?? 0), args);
}

/** A revision of this kind's item, or the typed NOT_FOUND. */
export async function findRevision(kind: AnyKind, db: DbExecutor, rawId: string): Promise<ContentRevisionRow> {
  const [revision] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.id, parseId(rawId)), isNotNull(itemColumn(kind))));
  if (!revision) throw notFound(REVISION_NOT_FOUND);
  return revision;
}

/** The item a revision belongs to. */
export function revisionItemId(kind: AnyKind, revision: ContentRevisionRow): number {
  return revision[kind.revisionColumn] as number;
}

/** The e-mail of the account that saved a revision, or null when it is gone. */
export async function revisionAuthor(db: DbExecutor, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? null;
}
