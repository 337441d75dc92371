/**
 * Historial's comparison: a revision against the item's current version, field
 * by field, on the words a reader sees (an article's HTML as text), diffed word
 * by word on the server so the form only paints the parts. Read from the
 * revision to the current version: 'added' is what the current version has and
 * the revision had not; 'removed' is what restoring the revision would bring back.
 */
import { diffWords } from 'diff';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { notFound } from '../shared/errors';
import { asAnyKind, type ContentInput, type ContentKind, type ContentTable, type RevisionText } from './contentKind';
import { categoryNameOf, findRevision, revisionAuthor, revisionItemId, type ContentRevisionModel } from './revisions';

export interface DiffPartModel {
  value: string;
  added: boolean;
  removed: boolean;
}

export interface RevisionFieldDiffModel {
  label: string;
  changed: boolean;
  parts: DiffPartModel[];
}

export interface RevisionComparisonModel {
  revision: ContentRevisionModel;
  fields: RevisionFieldDiffModel[];
  /** Whether the cover differs (a picture has no words to compare). */
  imageChanged: boolean;
}

/** The word-level difference from `before` to `after`, in the order a reader reads it. */
export function diffField(label: string, before: string, after: string): RevisionFieldDiffModel {
  const parts = diffWords(before, after).map((part) => ({
    value: part.value,
    added: part.added,
    removed: part.removed,
  }));
  return { label, changed: parts.some((part) => part.added || part.removed), parts };
}

interface Comparable extends RevisionText {
  title: string;
  categoryName: string | null;
}

/** Compares a revision of this kind with its item's current version. */
export async function compareRevision<Table extends ContentTable, Input extends ContentInput>(
  kind: ContentKind<Table, Input>,
  db: DbExecutor,
  rawRevisionId: string,
): Promise<RevisionComparisonModel> {
  const anyKind = asAnyKind(kind);
  const revision = await findRevision(anyKind, db, rawRevisionId);
  const table = kind.table as ContentTable;
  const [current] = await db
    .select()
    .from(table)
    .where(eq(table.id, revisionItemId(anyKind, revision)));
  if (!current) throw notFound(kind.messages.notFoundToEdit);
  const before: Comparable = revision;
  const after: Comparable = {
    title: current.title,
    ...anyKind.revisionText(current),
    categoryName: await categoryNameOf(db, current.categoryId),
  };
  // Only what a restore brings back: the status stays as it is (restoreRevision.ts).
  const fields = [
    diffField('Título', before.title, after.title),
    ...kind.revisionFields.map((field) => diffField(field.label, field.text(before), field.text(after))),
    diffField('Categoría', before.categoryName ?? 'Sin categoría', after.categoryName ?? 'Sin categoría'),
  ];
  return {
    revision: {
      id: revision.id,
      title: revision.title,
      status: revision.status,
      createdAt: revision.createdAt,
      authorEmail: await revisionAuthor(db, revision.userId),
    },
    fields,
    imageChanged: (revision.imageUrl ?? null) !== (current.imageUrl ?? null),
  };
}
