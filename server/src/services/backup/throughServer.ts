/**
 * The embedded database (PGlite) belongs to the one process that opened it:
 * while the server runs, a second process must not open its files. So the
 * backup command asks the running server for the archive, as the owner's
 * "Descargar copia de seguridad" button does. It proves itself with the token
 * of DATA_DIR's lock (startup/dataDirLock.ts), which only a process that can
 * read DATA_DIR can know, instead of signing in: ADMIN_PASSWORD no longer
 * follows the owner's password once she changes it, and a sign-in would count
 * against the login throttles and e-mail her a new-sign-in notice.
 */
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';

/** Where the running server hands the owner her archive (http/adminBackup.ts serves it). */
export const ADMIN_BACKUP_PATH = '/download/admin/backup';

/** The archive from the server holding DATA_DIR, streamed into `out`. */
export async function downloadBackup(baseUrl: string, lockToken: string, out: Writable): Promise<void> {
  const response = await fetch(`${baseUrl}${ADMIN_BACKUP_PATH}`, { headers: { authorization: `Bearer ${lockToken}` } });
  if (!response.ok || !response.body) throw new Error(`The server refused the backup: HTTP ${response.status}`);
  await pipeline(Readable.fromWeb(response.body as ReadableStream<Uint8Array>), out);
}
