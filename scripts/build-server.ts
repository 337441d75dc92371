/**
 * Compiles the server ahead of time so production runs `node server/dist/main.js`
 * without tsx. Registry packages stay external (resolved from node_modules at run time,
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

/**
 * Compiled into the bundle rather than resolved at run time, so they are server
 * devDependencies and `npm ci --omit=dev` leaves them out: valibot (the config schema)
 * names TypeScript as an optional peer, which a pruned image must not carry.
 */
const bundledPackages = new Set(['valibot']);

/** Every package a workspace the server runs with declares, but our own (`name` and `name/*`) and the bundled ones. */
function registryPackages(): string[] {
  const names = ['package.json', 'server/package.json'].flatMap((file) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  });
  return [...new Set(names)]
    .filter((name) => !name.startsWith('@crecer/') && !bundledPackages.has(name))
    .flatMap((name) => [name, `${name}/*`]);
}

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/src/main.ts',
    cli: 'server/src/cli/manage.ts',
    backup: 'server/src/cli/backup.ts',
    // Forked by the server to prepare a new PGlite folder (server/src/startup/prepareInChild.ts).
    prepare: 'server/src/startup/prepareChild.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The oldest Node the project supports (package.json engines).
  target: 'node22.12',
  // Packages from the registry stay external; @crecer/domain is our own TypeScript, so it is bundled.
  external: registryPackages(),
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server compiled to ${path.relative(root, outdir)}/`);
