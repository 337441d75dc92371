/**
 * Multipart GraphQL requests (uploads) through graphql-upload-minimal, with
 * the one gap in its error handling closed. It listens for its busboy parser's
 * first 'error' only (`once`), then destroys the parser; busboy, destroyed
 * mid-form, emits a second error ("Unexpected end of form"), and an 'error'
 * event without a listener ends the process. One malformed request (a part
 * without headers, a header without a colon, a NUL in a file name) took the
 * server down. The library's own listener still reports the first error, so
 * every refusal keeps its status; this only keeps the later ones from
 * escaping. processRequest pipes the request into its parser, so the parser
 * is reachable as the destination of that pipe.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import { processRequest } from 'graphql-upload-minimal';
import { UPLOAD_LIMITS } from '../services/media/limits';

type Pipe = IncomingMessage['pipe'];

function ignoreLateErrors(): void {
  // The request was already refused with the parser's first error.
}

export function processUploadRequest(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  const pipe: Pipe = req.pipe.bind(req);
  req.pipe = (<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }) => {
    (destination as unknown as Writable).on('error', ignoreLateErrors);
    return pipe(destination, options);
  }) as Pipe;
  return processRequest(req, res, {
    maxFileSize: UPLOAD_LIMITS.maxRequestFileBytes,
    maxFiles: UPLOAD_LIMITS.maxFiles,
  });
}
