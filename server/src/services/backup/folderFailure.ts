/**
 * What a filesystem error means for the backup folder, in one English
 * sentence an owner can act on: the dashboard shows it for a failed run and
 * start-up logs it (backupTarget.ts). Node's own messages ("ENOSPC: no space
 * left on device, write") name neither the folder nor what to look at.
 */

/** The error's code (ENOSPC, EACCES...), when it is a system error. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

const CAUSES: Record<string, (place: string) => string> = {
  ENOSPC: (place) => `no space left on the disk of ${place}`,
  EDQUOT: (place) => `the disk quota for ${place} is used up`,
  EFBIG: (place) => `the backup is larger than the file system of ${place} allows`,
  EACCES: (place) => `${place} cannot be written by this process`,
  EPERM: (place) => `${place} cannot be written by this process`,
  EROFS: (place) => `${place} is on a read-only file system`,
  ENOTDIR: (place) => `${place} cannot be created: part of its path is a file, not a folder`,
  EEXIST: (place) => `${place} cannot be created: a file of that name is in the way`,
  EISDIR: (place) => `a folder in ${place} is in the way of the backup's file`,
  ENOENT: (place) => `${place} is missing (removed, or its disk is no longer mounted)`,
  EIO: (place) => `the disk of ${place} reported an input/output error`,
  EMFILE: (place) => `too many files are open to write in ${place}`,
  ENFILE: (place) => `too many files are open to write in ${place}`,
  ENAMETOOLONG: (place) => `the path of ${place} is too long`,
};

/**
 * The cause as a phrase to go on with, e.g. "no space left on the disk of
 * the backup folder /x (ENOSPC)"; `place` names the folder as the reader
 * knows it ("the backup folder /x", "BACKUP_DIR /x"). An error without a
 * known code keeps Node's message after the place.
 */
export function folderFailureCause(error: unknown, place: string): string {
  const code = errorCode(error);
  const cause = code ? CAUSES[code] : undefined;
  if (code && cause) return `${cause(place)} (${code})`;
  const message = error instanceof Error ? error.message : String(error);
  return `${place} could not be written: ${message}`;
}

/** The cause as a sentence of its own, e.g. "No space left on the disk of the backup folder /x (ENOSPC)". */
export function describeFolderFailure(error: unknown, place: string): string {
  const cause = folderFailureCause(error, place);
  return cause.charAt(0).toUpperCase() + cause.slice(1);
}
