/**
 * Counts every compression of a response body while a test runs: the stored
 * answers' and sendBody's (COMPRESSORS) and, with `streams`, the zlib streams
 * Express's compression middleware creates. Restore with vi.restoreAllMocks().
 */
import zlib from 'node:zlib';
import { vi } from 'vitest';
import { COMPRESSORS } from '../src/http/sendBody';

export function countCompressions(options: { streams?: boolean } = {}) {
  const counts = { br: 0, gzip: 0 };
  for (const encoding of ['br', 'gzip'] as const) {
    const compress = COMPRESSORS[encoding];
    vi.spyOn(COMPRESSORS, encoding).mockImplementation((body) => {
      counts[encoding] += 1;
      return compress(body);
    });
  }
  if (options.streams) {
    const createBrotli = zlib.createBrotliCompress.bind(zlib);
    vi.spyOn(zlib, 'createBrotliCompress').mockImplementation((streamOptions) => {
      counts.br += 1;
      return createBrotli(streamOptions);
    });
    const createGzip = zlib.createGzip.bind(zlib);
    vi.spyOn(zlib, 'createGzip').mockImplementation((streamOptions) => {
      counts.gzip += 1;
      return createGzip(streamOptions);
    });
  }
  return counts;
}
