/**
 * Multipart GraphQL requests (uploads) through graphql-upload-minimal, with
 * three gaps in its handling closed. Its public API (processRequest, the
 * Express and Koa middlewares, all built on it) never exposes the busboy
 * parser, and closing the gaps needs it: processRequest pipes the request
 * into the parser synchronously, so the parser is caught as the destination
 * of that one pipe call (the request's own pipe is put back right after), and
 * so are the file streams it emits. That is a private detail of the version
 * package.json pins exactly; uploadRequest.test.ts fails when an upgrade
 * changes it, before these fixes could silently stop applying.
 *
 * 1. It listens for its parser's first 'error' only (`once`), then destroys
 *    the parser; busboy, destroyed mid-form, emits a second error ("Unexpected
 *    end of form"), and an 'error' event without a listener ends the process.
 *    One malformed request (a part without headers, a header without a colon,
 *    a NUL in a file name) took the server down. The library's own listener
 *    still reports the first error, so every refusal keeps its status; this
 *    only keeps the later ones from escaping.
 * 2. It tells a resolver that a mapped file is missing only when the parser
 *    closes, and busboy closes only once every file stream has been read to
 *    its end. A file no resolver reads (mapped twice, or to a variable the
 *    operation does not declare) beside one that never came left the
 *    resolver waiting for good. Once the whole body has been parsed, every
 *    file the form holds has been seen, so a file still missing is refused
 *    then (services/media/uploads.ts turns that into the owner's message).
 * 3. Once the answer is sent no resolver reads a file any more; a stream
 *    nobody opened held up the parser and kept the connection, the rest of
 *    the body unread. It is drained instead.
 *
 * Still bounded only by the server's request timeout: a form whose unread
 * file is larger than the parser's stream buffer, sent before the file a
 * resolver waits for (only a hand-made form does that, and only an admin's
 * mutation waits for a file).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable, Writable } from 'node:stream';
import { processRequest, Upload, type UploadOptions } from 'graphql-upload-minimal';
import { UPLOAD_LIMITS } from '../services/media';

function ignoreLateErrors(): void {
  // The request was already refused with the parser's first error.
}

/** The Upload placeholders processRequest put into the operations (at the map's paths), not yet given a file. */
function uploadsWithoutFile(operations: unknown): Upload[] {
  const found: Upload[] = [];
  // Iterative: the operations are client JSON, nested as deep as the client likes.
  const pending: unknown[] = [operations];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value instanceof Upload) {
      if (!value.file) found.push(value);
    } else if (value !== null && typeof value === 'object') {
      pending.push(...Object.values(value));
    }
  }
  return found;
}

/** Upload as processRequest builds it: its typings leave out how the library settles it. */
interface SettledUpload {
  reject(error: Error): void;
}

export interface ParsedUploadRequest {
  operations: ReturnType<typeof processRequest>;
  /** The library's busboy parser; undefined when it refused the request before parsing (no multipart type). */
  parser: Writable | undefined;
}

/**
 * processRequest, and the parser it pipes the request into. The request's
 * pipe is replaced only for the synchronous call, in which the library
 * validates the headers and starts the parser.
 */
export function processRequestWithParser(
  req: IncomingMessage,
  res: ServerResponse,
  options: UploadOptions,
): ParsedUploadRequest {
  let parser: Writable | undefined;
  const ownPipe = Object.getOwnPropertyDescriptor(req, 'pipe');
  const pipe = req.pipe.bind(req);
  req.pipe = <T extends NodeJS.WritableStream>(destination: T, pipeOptions?: { end?: boolean }): T => {
    if (!parser && isWritable(destination)) parser = destination;
    return pipe(destination, pipeOptions);
  };
  try {
    return { operations: processRequest(req, res, options), parser };
  } finally {
    if (ownPipe) Object.defineProperty(req, 'pipe', ownPipe);
    else delete (req as Partial<IncomingMessage>).pipe;
  }
}

function isWritable(stream: NodeJS.WritableStream): stream is NodeJS.WritableStream & Writable {
  return 'writableLength' in stream && typeof stream.on === 'function';
}

export function processUploadRequest(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  const files: Readable[] = [];
  const { operations, parser } = processRequestWithParser(req, res, {
    maxFileSize: UPLOAD_LIMITS.maxRequestFileBytes,
    maxFiles: UPLOAD_LIMITS.maxFiles,
  });
  parser?.on('error', ignoreLateErrors);
  parser?.on('file', (_name: string, stream: Readable) => files.push(stream));
  req.once('end', () => {
    // Bytes still buffered in the parser (it waits for a file to be read) may hold a file yet to come.
    if (!parser || parser.writableLength > 0) return;
    operations.then(
      (value) => {
        for (const upload of uploadsWithoutFile(value)) {
          (upload as unknown as SettledUpload).reject(new Error('File missing in the request.'));
        }
      },
      () => {}, // refused: the endpoint answers that
    );
  });
  res.once('finish', () => {
    for (const stream of files) {
      if (stream.readableFlowing !== null || stream.destroyed) continue;
      stream.on('error', ignoreLateErrors);
      stream.resume();
    }
  });
  return operations;
}
