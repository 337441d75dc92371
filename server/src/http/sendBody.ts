/**
 * Sends a complete text answer the way Express's res.send and the
 * compression middleware did for the API: a weak ETag on GET answers, 304 when
 * the browser's copy is current, and brotli or gzip when the client accepts it
 * and the body is worth compressing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import etag from 'etag';
import fresh from 'fresh';
import Negotiator from 'negotiator';

/** Below this, compressing saves less than the headers it adds (the compression middleware's default). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSORS = {
  // Quality 4: a per-request budget (11, the maximum, is for assets compressed once at build time).
  br: (body: Buffer) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body: Buffer) => gzip(body),
} as const;

export type Encoding = keyof typeof COMPRESSORS;

export function preferredEncoding(req: IncomingMessage): Encoding | null {
  // negotiator 1.x breaks the client's ties by the server's preference.
  const chosen = new Negotiator(req).encoding(['br', 'gzip'], { preferred: ['br', 'gzip'] });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** Adds `field` to the Vary header without repeating it. */
export function varyOn(res: ServerResponse, field: string): void {
  const current = String(res.getHeader('Vary') ?? '');
  const fields = current.split(',').map((f) => f.trim().toLowerCase());
  if (fields.includes(field.toLowerCase()) || fields.includes('*')) return;
  res.setHeader('Vary', current ? `${current}, ${field}` : field);
}

/** Ends `res` with `text` (its status and Content-Type already set). */
export async function sendBody(req: IncomingMessage, res: ServerResponse, text: string): Promise<void> {
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  if (readOnly && res.statusCode === 200) {
    const tag = etag(text, { weak: true });
    res.setHeader('ETag', tag);
    if (fresh(req.headers, { etag: tag })) {
      res.statusCode = 304;
      res.removeHeader('Content-Type');
      res.end();
      return;
    }
  }
  const length = Buffer.byteLength(text);
  const encoding = length >= COMPRESSION_THRESHOLD_BYTES ? compressionFor(req, res) : null;
  // A string goes out in one write with the headers; a Buffer would take a second one.
  const body = encoding ? await COMPRESSORS[encoding](Buffer.from(text)) : text;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', encoding ? body.length : length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function compressionFor(req: IncomingMessage, res: ServerResponse): Encoding | null {
  varyOn(res, 'Accept-Encoding');
  return req.headers['accept-encoding'] ? preferredEncoding(req) : null;
}
