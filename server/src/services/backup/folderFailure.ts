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

/**
 * Each cause in both languages, in one table so a code cannot gain one and miss the other.
 * `en` takes the folder as the reader knows it ("the backup folder /x"); `es` the folder's path.
 */
const CAUSES: Record<string, { en: (place: string) => string; es: (folder: string) => string }> = {
  ENOSPC: {
    en: (place) => `no space left on the disk of ${place}`,
    es: (folder) => `No queda espacio en el disco de la carpeta de copias ${folder}`,
  },
  EDQUOT: {
    en: (place) => `the disk quota for ${place} is used up`,
    es: (folder) => `Se agotó la cuota de disco de la carpeta de copias ${folder}`,
  },
  EFBIG: {
    en: (place) => `the backup is larger than the file system of ${place} allows`,
    es: (folder) => `La copia es más grande de lo que permite el disco de la carpeta de copias ${folder}`,
  },
  EACCES: {
    en: (place) => `${place} cannot be written by this process`,
    es: (folder) => `El servidor no tiene permiso para escribir en la carpeta de copias ${folder}`,
  },
  EPERM: {
    en: (place) => `${place} cannot be written by this process`,
    es: (folder) => `El servidor no tiene permiso para escribir en la carpeta de copias ${folder}`,
  },
  EROFS: {
    en: (place) => `${place} is on a read-only file system`,
    es: (folder) => `La carpeta de copias ${folder} está en un disco de solo lectura`,
  },
  ENOTDIR: {
    en: (place) => `${place} cannot be created: part of its path is a file, not a folder`,
    es: (folder) => `No se puede crear la carpeta de copias ${folder}: parte de su ruta es un archivo, no una carpeta`,
  },
  EEXIST: {
    en: (place) => `${place} cannot be created: a file of that name is in the way`,
    es: (folder) => `No se puede crear la carpeta de copias ${folder}: hay un archivo con ese nombre`,
  },
  EISDIR: {
    en: (place) => `a folder in ${place} is in the way of the backup's file`,
    es: (folder) => `Una carpeta dentro de la carpeta de copias ${folder} ocupa el nombre del archivo de la copia`,
  },
  ENOENT: {
    en: (place) => `${place} is missing (removed, or its disk is no longer mounted)`,
    es: (folder) => `Falta la carpeta de copias ${folder} (se borró, o su disco ya no está conectado)`,
  },
  EIO: {
    en: (place) => `the disk of ${place} reported an input/output error`,
    es: (folder) => `El disco de la carpeta de copias ${folder} informó un error de lectura o escritura`,
  },
  EMFILE: {
    en: (place) => `too many files are open to write in ${place}`,
    es: (folder) => `Hay demasiados archivos abiertos para escribir en la carpeta de copias ${folder}`,
  },
  ENFILE: {
    en: (place) => `too many files are open to write in ${place}`,
    es: (folder) => `Hay demasiados archivos abiertos para escribir en la carpeta de copias ${folder}`,
  },
  ENAMETOOLONG: {
    en: (place) => `the path of ${place} is too long`,
    es: (folder) => `La ruta de la carpeta de copias ${folder} es demasiado larga`,
  },
};

/** The cause in `language` with its code, or, for an error without a known code, `unknown` given Node's message. */
function describe(
  error: unknown,
  language: 'en' | 'es',
  subject: string,
  unknown: (message: string) => string,
): string {
  const code = errorCode(error);
  const cause = code ? CAUSES[code] : undefined;
  if (code && cause) return `${cause[language](subject)} (${code})`;
  return unknown(error instanceof Error ? error.message : String(error));
}

/**
 * The cause as a phrase to go on with, e.g. "no space left on the disk of
 * the backup folder /x (ENOSPC)"; `place` names the folder as the reader
 * knows it ("the backup folder /x", "BACKUP_DIR /x"). An error without a
 * known code keeps Node's message after the place.
 */
export function folderFailureCause(error: unknown, place: string): string {
  return describe(error, 'en', place, (message) => `${place} could not be written: ${message}`);
}

/**
 * The cause told to the owner, e.g. "No queda espacio en el disco de la
 * carpeta de copias /x (ENOSPC)". The code stays, for whoever she forwards it
 * to; an error without a known code keeps Node's message.
 */
export function folderFailureForTheOwner(error: unknown, folder: string): string {
  return describe(
    error,
    'es',
    folder,
    (message) => `No se pudo escribir en la carpeta de copias ${folder}: ${message}`,
  );
}
