/**
 * Build step: a brotli (quality 11) and a gzip (level 9) copy beside every
 * hashed script and stylesheet, so the server sends them compressed as well as
 * these formats allow without compressing anything per request
 * (server/src/http/precompressed.ts). On-the-fly compression has to be quick:
 * the `compression` middleware's brotli (quality 4) made the runtime chunk
 * larger than gzip did.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing; pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;
/** Below this, headers outweigh the saving (the compression middleware's own threshold). */
export const MIN_PRECOMPRESS_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` for each compressible file of `files` (paths relative to `dir`). */
export async function precompressFiles(dir: string, files: string[]): Promise<string[]> {
  const written: string[] = [];
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const source = path.join(dir, file);
        const bytes = await fs.readFile(source);
        if (bytes.length < MIN_PRECOMPRESS_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([fs.writeFile(`${source}.br`, br), fs.writeFile(`${source}.gz`, gz)]);
        written.push(file);
      }),
  );
  return written;
}

/** The Vite plugin: precompresses the client build's hashed assets once they are written. */
export function precompressAssets(): Plugin {
  return {
    name: 'cef:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      const assets = Object.keys(bundle).filter((file) => file.startsWith('assets/'));
      await precompressFiles(options.dir, assets);
    },
  };
}
