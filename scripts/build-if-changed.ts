/**
 * `npm start`'s build step: rebuilds the web app and the server bundle only
 * when their inputs changed. The inputs (web, server, domain and drizzle
 * sources, web/'s two pages and two Vite configs among them; the server's
 * build script, root package files and lockfile, and NODE_ENV) are hashed into a stamp written next to the server bundle after a
 * successful build; a start whose stamp matches and whose outputs exist skips
 * the 10-40 s build. `npm run build` always builds.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'web');
const STAMP = path.join(web, 'dist-ssr', '.build-stamp');
/**
 * What a build leaves behind (the public and admin client builds, the server);
 * a stamp without them (a half-deleted dist) does not count.
 */
const OUTPUTS = [
  path.join(web, 'dist', '.vite', 'manifest.json'),
  path.join(web, 'dist', 'admin', 'admin.html'),
  path.join(root, 'server', 'dist', 'main.js'),
  STAMP,
];
/** Folders that are not build inputs: outputs, dependencies and the end-to-end tests. */
const SKIPPED = new Set(['dist', 'dist-ssr', 'e2e', 'node_modules']);
const SOURCE_DIRS = ['web', 'server/src', 'domain/src', 'drizzle'];
const ROOT_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'scripts/build-server.ts'];

function listFiles(dir: string, skip: ReadonlySet<string>): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full, new Set()));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

/** A hash of every input's path and bytes, in a stable order. */
export function inputsStamp(): string {
  const hash = createHash('sha256');
  hash.update(`NODE_ENV=${process.env.NODE_ENV ?? ''}\n`);
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => listFiles(path.join(root, dir), SKIPPED)),
    ...ROOT_INPUTS.map((name) => path.join(root, name)),
  ].sort();
  for (const file of files) {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function main(): void {
  const stamp = inputsStamp();
  const built = OUTPUTS.every((file) => fs.existsSync(file)) && fs.readFileSync(STAMP, 'utf8').trim() === stamp;
  if (built) {
    console.log('Sources unchanged since the last build (web/dist-ssr/.build-stamp): skipping the build.');
    return;
  }
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(STAMP, `${stamp}\n`);
}

main();
