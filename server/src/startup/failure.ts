/**
 * How a start fails: one line on stderr and exit 1. An operator (or a container's
 * restart loop) reading the log needs the reason (a port in use, a read-only folder,
 * a folder another process holds, a bad variable), not a stack trace.
 */

/** A start-up failure whose message is the whole story: shown as it is. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** The one line to print for a failure; an unexpected error keeps its name, so a bug still reads as one. */
export function failureLine(error: unknown): string {
  const text =
    error instanceof StartupError
      ? error.message
      : error instanceof Error
        ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`
        : String(error);
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/** Why an operation on a file system failed, as `CODE: what it means`, for the one line. */
export function fsReason(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  const plain: Record<string, string> = {
    EROFS: 'read-only file system',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOSPC: 'no space left on the device',
    ENOTDIR: 'a file stands where a folder should be',
  };
  return code ? `${code}: ${plain[code] ?? message}` : String(message ?? error);
}
