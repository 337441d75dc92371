/**
 * Fails when drizzle/schema no longer matches migrations/: runs drizzle-kit
 * generate into a scratch copy and checks that it produced nothing new.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// drizzle-kit only accepts an `out` path relative to the project root.
fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
const scratch = fs.mkdtempSync(path.join(root, '.tmp', 'drift-'));
fs.cpSync(path.join(root, 'migrations'), scratch, { recursive: true });
const before = new Set(fs.readdirSync(scratch));
const output = execFileSync('npx', ['drizzle-kit', 'generate', '--config', 'drizzle/drizzle.config.ts'], {
  cwd: root,
  env: { ...process.env, DRIZZLE_OUT: path.relative(root, scratch) },
  stdio: 'pipe',
  encoding: 'utf8',
});
// drizzle-kit exits 0 even when it fails to read the snapshots, so read its words too.
if (!/No schema changes/.test(output) && !/migration file/.test(output)) {
  fs.rmSync(scratch, { recursive: true, force: true });
  console.error(`drizzle-kit generate did not run cleanly:\n${output}`);
  process.exit(1);
}
const added = fs.readdirSync(scratch).filter((name) => !before.has(name));
fs.rmSync(scratch, { recursive: true, force: true });
if (added.length > 0) {
  console.error(
    `Schema drift: drizzle/schema changed without a migration (would add ${added.join(', ')}). Run npm run db:generate.`,
  );
  process.exit(1);
}
console.log('Migrations match drizzle/schema.');
