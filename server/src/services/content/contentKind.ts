/**
 * What articles and guides share in the admin (admin spec §5): find by id,
 * validate, store the chosen files, save in one transaction, delete with
 * ratings and files. Each kind declares only what differs: its table, its
 * columns and rules, its files and its Spanish messages.
 */
import type { FileUpload } from 'graphql-upload-minimal';
import type {
  articles,
  CategoryPositionValue,
  ContentRevisionRow,
  contentRevisions,
  ContentStatusValue,
  ContentTypeValue,
  guides,
} from '../../db/schema';
import type { StorageDriver, ReceivedFile, WrittenFile } from '../media';
import type { AppServices } from '../appServices';

export type ContentTable = typeof articles | typeof guides;

/** The files a content row can point at, named as the forms, the API and the rules name them. */
export type FileField = 'image' | 'pdf';

/** The row column that stores each file's location. */
export const FILE_COLUMNS = { image: 'imageUrl', pdf: 'pdfUrl' } as const;

/** The input field that asks to drop each stored file. */
export const REMOVE_FIELDS = { image: 'removeImage', pdf: 'removePdf' } as const;

/** The fields both inputs have; uploads of files a kind does not declare are never read. */
export interface ContentInput {
  title: string;
  categoryId?: string | null;
  categoryPosition?: CategoryPositionValue | null;
  status?: ContentStatusValue | null;
  /** With status 'Programado': the wall time on the site's clock ('YYYY-MM-DDTHH:mm'). */
  scheduledFor?: string | null;
  isFeatured?: boolean | null;
  image?: Promise<FileUpload> | null;
  removeImage?: boolean | null;
  pdf?: Promise<FileUpload> | null;
  removePdf?: boolean | null;
}

/** What the shared rules judge, as the kind's rules in @crecer/domain/contentRules name it. */
export interface CommonFacts {
  title: string;
  /** A category that still exists, or null. */
  categoryId: string | null;
  categoryPosition: CategoryPositionValue | null;
  /** Public now or at its scheduled time: the publishing rules (a cover, a PDF or a link) apply. */
  published: boolean;
}

export interface PrepareArgs<Row> {
  common: CommonFacts;
  /** Whether each declared file is chosen now or kept from before. */
  hasFile: Readonly<Record<FileField, boolean>>;
  existing: Row | null;
  /** Rules the shared save judged (the schedule), broken: the kind reports them with its own. */
  sharedErrors: Record<string, string>;
}

/** How each file a kind has is written to storage; a field not listed is not part of the kind. */
export type ContentFiles = Partial<
  Record<FileField, (storage: StorageDriver, file: ReceivedFile) => Promise<WrittenFile>>
>;

/** A revision's own text columns (title, category, status and image are shared and taken by content/revisions.ts). */
export type RevisionText = Pick<typeof contentRevisions.$inferInsert, 'summary' | 'content' | 'price' | 'paymentLink'>;

/** One field of a revision's comparison, as the form labels it. */
export interface RevisionTextField {
  label: string;
  text: (row: RevisionText) => string;
}

/**
 * A kind seen through the shape both kinds share: what the shared code (revisions, the
 * kind an API's ContentType names) works on. TypeScript cannot widen the generic itself,
 * so the one cast is here.
 */
export type AnyContentKind = ContentKind<ContentTable, ContentInput>;

export function asAnyKind<Table extends ContentTable, Input extends ContentInput>(
  kind: ContentKind<Table, Input>,
): AnyContentKind {
  return kind as unknown as AnyContentKind;
}

export interface ContentKind<Table extends ContentTable, Input extends ContentInput> {
  table: Table;
  /** The ratings' content_type. */
  type: ContentTypeValue;
  /** The content_revisions column naming this kind's item. */
  revisionColumn: 'articleId' | 'guideId';
  /** What a revision keeps of the kind's own columns. */
  revisionText(row: Table['$inferSelect']): RevisionText;
  /** The kind's own columns back from a revision (restoring it). */
  fromRevision(revision: ContentRevisionRow): Partial<Table['$inferInsert']>;
  /**
   * Of a restore's own columns, those the item's current status cannot take (a
   * published guide's price and link without the PDF they would need, as the
   * PDF is not versioned): kept as they are, with the Spanish note saying so.
   * Asked only for items that are not drafts.
   */
  keepOnRestore?(
    restored: Partial<Table['$inferInsert']>,
    current: Table['$inferSelect'],
  ): { keep: Partial<Table['$inferInsert']>; note: string } | null;
  /** The kind's own fields of the comparison, in the form's order, after the title. */
  revisionFields: readonly RevisionTextField[];
  /** Spec messages for an id that names no row. */
  messages: { notFoundToEdit: string; notFoundToDelete: string };
  files: ContentFiles;
  /**
   * Checks the kind's rules (throwing every broken one together) and returns
   * its own columns, as they will be stored.
   */
  prepare(
    services: AppServices,
    input: Input,
    args: PrepareArgs<Table['$inferSelect']>,
  ): Promise<Partial<Table['$inferInsert']>> | Partial<Table['$inferInsert']>;
}
