/** What the tests of owner-only files look at (server/src/privateFiles.ts). */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file and folder under `root` (itself included) whose mode is not owner-only
 * (folders 700, files 600), as "relative/path 755"; symbolic links are skipped.
 */
export function notOwnerOnly(root: string): string[] {
  const found: string[] = [];
  const visit = (file: string) => {
    const stat = fs.lstatSync(file);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600))
      found.push(`${path.relative(root, file) || '.'} ${mode.toString(8).padStart(3, '0')}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) visit(path.join(file, name));
  };
  visit(root);
  return found;
}

/** How many files and folders are under `root`, so a check of "all of them" is seen to have looked at some. */
export function entryCount(root: string): number {
  let count = 0;
  const visit = (file: string) => {
    count += 1;
    const stat = fs.lstatSync(file);
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) visit(path.join(file, name));
  };
  visit(root);
  return count;
}

/** `node` flags that start a process with umask 000, as a careless host might: every bit Node asks for is kept. */
export const PERMISSIVE_UMASK = ['--import', 'data:text/javascript,process.umask(0)'];
