/**
 * Compiles the server ahead of time so production runs `node server/dist/main.js`
 * without tsx. Packages stay external (resolved from node_modules at run time,
 * so `npm ci --omit=dev` is all the final image needs); our own code, including
 * drizzle/ schema files, is bundled. The bundles sit two levels below the
 * repository root, as server/src/config.ts does, so ROOT_DIR (migrations/,
 * schema.graphql, web/dist) resolves the same way from source and from dist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'server', 'dist');

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/src/main.ts',
    cli: 'server/src/db/cli.ts',
    backup: 'server/src/db/backup.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The oldest Node the project supports (package.json engines).
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server compiled to ${path.relative(root, outdir)}/`);
