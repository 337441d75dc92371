/**
 * Hashed assets in their precompressed form (.br, else .gz, written by the
 * web build: web/vite/precompress.ts) when the browser accepts it. Brotli at
 * its best quality is too slow to run per request, and it is what makes the
 * scripts a phone downloads smallest. Anything else falls through to the
 * plain static files (and the compression middleware).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export interface PrecompressedOptions {
  /** Cache-Control max-age in ms; assets are hashed, so they never change. */
  maxAge: number;
}

export function precompressedAssets(dir: string, { maxAge }: PrecompressedOptions): RequestHandler {
  // The build writes them all at once; the list is read when the server starts.
  const files = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Hashed names are plain ASCII in one flat folder: anything else is not in the list.
    const name = req.path.slice(1);
    if (!files.has(name)) return next();
    const encoding = ENCODINGS.find((e) => files.has(name + e.suffix) && req.acceptsEncodings(e.name) === e.name);
    if (!encoding) return next();
    res.vary('Accept-Encoding');
    res.setHeader('Content-Encoding', encoding.name);
    res.type(path.extname(name));
    res.sendFile(path.join(dir, name + encoding.suffix), { maxAge, immutable: true }, (error) => {
      // A visitor who leaves mid-download (tab closed, next page) is not a server error.
      if (error && (error as NodeJS.ErrnoException).code !== 'ECONNABORTED') next(error);
    });
  };
}
