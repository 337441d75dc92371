/**
 * The files of one save: read every chosen upload, write them to storage,
 * decide what the row stores, and let go of replaced files once it committed.
 */
import type { Logger } from '../../logger';
import {
  deleteStoredFile,
  type StorageDriver,
  receiveUpload,
  type ReceivedFile,
  discardWrittenFiles,
  type WrittenFile,
} from '../media';
import type { AppServices } from '../appServices';
import { FILE_COLUMNS, REMOVE_FIELDS, type ContentFiles, type ContentInput, type FileField } from './contentKind';

type FileLocations = Partial<Record<(typeof FILE_COLUMNS)[FileField], string | null>>;

/** The kind's file fields, in the order it declares them. */
export function fileFields(files: ContentFiles): FileField[] {
  return Object.keys(files) as FileField[];
}

/** Where a row keeps the file, or null. */
export function storedFile(row: object | null, field: FileField): string | null {
  return ((row as Record<string, unknown> | null)?.[FILE_COLUMNS[field]] as string | null | undefined) ?? null;
}

/** Whether the file is chosen now or kept from before. */
export function hasFile(input: ContentInput, existing: object | null, field: FileField): boolean {
  return Boolean(input[field]) || (Boolean(storedFile(existing, field)) && !input[REMOVE_FIELDS[field]]);
}

/**
 * Reads every chosen upload before storing any, so a bad file leaves nothing
 * stored. Reads them together: the form's files stream in the order the client
 * sent them, and a PDF sent before the cover, unread while the cover was
 * awaited, held up the parser and the request for good.
 */
export async function receiveFiles(
  files: ContentFiles,
  input: ContentInput,
): Promise<Partial<Record<FileField, ReceivedFile>>> {
  const received = await Promise.all(
    fileFields(files).map(async (field) => {
      const upload = input[field];
      return [field, upload ? await receiveUpload(upload, field, field) : null] as const;
    }),
  );
  return Object.fromEntries(received.filter(([, file]) => file !== null));
}

/** Writes the received files to storage; when one fails, the ones already written are removed. */
export async function writeFiles(
  storage: StorageDriver,
  logger: Logger,
  files: ContentFiles,
  received: Partial<Record<FileField, ReceivedFile>>,
): Promise<Partial<Record<FileField, WrittenFile>>> {
  const written: Partial<Record<FileField, WrittenFile>> = {};
  try {
    for (const field of fileFields(files)) {
      const file = received[field];
      const write = files[field];
      if (file && write) written[field] = await write(storage, file);
    }
  } catch (error) {
    await discardWrittenFiles(storage, logger, Object.values(written));
    throw error;
  }
  return written;
}

/** What the row stores for each file: the new one, else the kept one, else nothing. */
export function fileLocations(
  files: ContentFiles,
  input: ContentInput,
  existing: object | null,
  written: Partial<Record<FileField, WrittenFile>>,
): FileLocations {
  const locations: FileLocations = {};
  for (const field of fileFields(files)) {
    locations[FILE_COLUMNS[field]] =
      written[field]?.location ?? (input[REMOVE_FIELDS[field]] ? null : storedFile(existing, field));
  }
  return locations;
}

/** After the save committed: deletes each stored file the row no longer points at. */
export async function deleteReplacedFiles(
  services: AppServices,
  files: ContentFiles,
  existing: object | null,
  saved: object,
): Promise<void> {
  for (const field of fileFields(files)) {
    const old = storedFile(existing, field);
    if (old && old !== storedFile(saved, field)) {
      await deleteStoredFile(services.db, services.storage, services.logger, old);
    }
  }
}

/** After a row was deleted: deletes every file it pointed at. */
export async function deleteRowFiles(services: AppServices, files: ContentFiles, row: object): Promise<void> {
  for (const field of fileFields(files)) {
    await deleteStoredFile(services.db, services.storage, services.logger, storedFile(row, field));
  }
}
