/**
 * What a filesystem error means for the backup folder, in words that name the
 * folder and the cause: in Spanish for the owner (a failed run's reason, on
 * the dashboard and in the e-mail she gets), in English for whoever reads the
 * server's log and the command line (backupTarget.ts, cli/backup.ts). Node's
 * own messages ("ENOSPC: no space left on device, write") name neither the
 * folder nor what to look at.
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

/** The same causes for the owner; `folder` is the backup folder's path. */
const CAUSES_FOR_THE_OWNER: Record<string, (folder: string) => string> = {
  ENOSPC: (folder) => `No queda espacio en el disco de la carpeta de copias ${folder}`,
  EDQUOT: (folder) => `Se agotó la cuota de disco de la carpeta de copias ${folder}`,
  EFBIG: (folder) => `La copia es más grande de lo que permite el disco de la carpeta de copias ${folder}`,
  EACCES: (folder) => `El servidor no tiene permiso para escribir en la carpeta de copias ${folder}`,
  EPERM: (folder) => `El servidor no tiene permiso para escribir en la carpeta de copias ${folder}`,
  EROFS: (folder) => `La carpeta de copias ${folder} está en un disco de solo lectura`,
  ENOTDIR: (folder) =>
    `No se puede crear la carpeta de copias ${folder}: parte de su ruta es un archivo, no una carpeta`,
  EEXIST: (folder) => `No se puede crear la carpeta de copias ${folder}: hay un archivo con ese nombre`,
  EISDIR: (folder) => `Una carpeta dentro de la carpeta de copias ${folder} ocupa el nombre del archivo de la copia`,
  ENOENT: (folder) => `Falta la carpeta de copias ${folder} (se borró, o su disco ya no está conectado)`,
  EIO: (folder) => `El disco de la carpeta de copias ${folder} informó un error de lectura o escritura`,
  EMFILE: (folder) => `Hay demasiados archivos abiertos para escribir en la carpeta de copias ${folder}`,
  ENFILE: (folder) => `Hay demasiados archivos abiertos para escribir en la carpeta de copias ${folder}`,
  ENAMETOOLONG: (folder) => `La ruta de la carpeta de copias ${folder} es demasiado larga`,
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

/**
 * The cause told to the owner, e.g. "No queda espacio en el disco de la
 * carpeta de copias /x (ENOSPC)". The code stays, for whoever she forwards it
 * to; an error without a known code keeps Node's message.
 */
export function folderFailureForTheOwner(error: unknown, folder: string): string {
  const code = errorCode(error);
  const cause = code ? CAUSES_FOR_THE_OWNER[code] : undefined;
  if (code && cause) return `${cause(folder)} (${code})`;
  const message = error instanceof Error ? error.message : String(error);
  return `No se pudo escribir en la carpeta de copias ${folder}: ${message}`;
}
