/**
 * A file written through a stream, where every filesystem failure comes back
 * as the rejection of one promise. A write stream reports failures as 'error'
 * events, and an 'error' nobody listens to ends the whole process: opening
 * fails (EACCES) before any writer listens, a write fails (ENOSPC) while the
 * writer waits for something else, closing fails after the writer is done.
 */
import fs from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { PRIVATE_FILE_MODE } from '../../privateFiles';
import { errorCode } from './folderFailure';

/**
 * A failure of the file itself (opening, writing, flushing or closing it), as
 * opposed to one of whatever `write` was producing (a database read, say).
 * Keeps the code (ENOSPC, EACCES...) and message of the error behind it.
 */
export class FileWriteError extends Error {
  readonly file: string;
  readonly code: string | undefined;
  constructor(file: string, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'FileWriteError';
    this.file = file;
    this.code = errorCode(cause);
  }
}

/**
 * Opens `file`, lets `write` fill the stream, and resolves with the file's
 * size once the data is flushed to the disk and the file closed. A failure of
 * the file rejects with a FileWriteError for the stream's own error (ENOSPC,
 * EACCES...), not what it caused downstream (a "premature close"); whatever
 * `write` throws otherwise is rethrown as it is.
 */
export async function writeToFile(file: string, write: (out: Writable) => Promise<unknown>): Promise<number> {
  // flush: fsync before close, so "written" means on the disk (a full disk can surface only then).
  // Owner-only from its first byte, whatever the umask: an archive holds the password hashes.
  const out = fs.createWriteStream(file, { flush: true, mode: PRIVATE_FILE_MODE });
  let failure: unknown = null;
  // Listened to for the stream's whole life, whatever `write` does with it.
  out.on('error', (error) => {
    failure ??= error;
  });
  try {
    await once(out, 'open');
    await write(out);
    if (!out.writableEnded) out.end();
    await finished(out);
    // An error after 'finish' (a close that failed) would otherwise pass unseen.
    if (failure) throw failure;
    return out.bytesWritten;
  } catch (error) {
    out.destroy();
    // Closed before the caller removes the file, so no write lands after.
    await finished(out).catch(() => {});
    throw failure ? new FileWriteError(file, failure) : error;
  }
}
