/**
 * Prepares a new PGlite folder (initdb, migrations, demo content) in a short-lived child
 * process, so the serving process opens it exactly as it does on a restart.
 *
 * Why a process and not just a handle closed afterwards: PGlite's Postgres runs as
 * WebAssembly inside the process, and the native memory initdb and the first seeding
 * used (~130 MB after the handle was closed, measured in docs/performance.md section 12)
 * was never returned to the system. A child's memory goes back when it exits.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config } from '../config';
import type { PrepareOptions } from './prepare';

export interface PrepareRequest {
  config: Config;
  pgliteDir: string;
  options: PrepareOptions;
}

/**
 * The child's entry and Node flags: the compiled bundle next to the running one under
 * `npm start`, the TypeScript source through tsx's loader under `npm run dev`, tests
 * and benchmarks (whatever runs this source file can run the child's).
 */
function childEntry(rootDir: string): { file: string; execArgv: string[] } {
  if (fileURLToPath(import.meta.url).endsWith('.js'))
    return { file: path.join(rootDir, 'server/dist/prepare.js'), execArgv: process.execArgv };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { file: path.join(rootDir, 'server/src/startup/prepareChild.ts'), execArgv: ['--import', tsx] };
}

/**
 * Creates, migrates and seeds `pgliteDir` in a child process. The child works in a
 * sibling folder renamed into place only when everything succeeded, so a failed first
 * start leaves no half-prepared database that the next start would take as ready.
 * Rejects with the exit code when the child fails; its log went to this process's output.
 */
export async function prepareInChildProcess(config: Config, pgliteDir: string, options: PrepareOptions): Promise<void> {
  const working = `${pgliteDir}.preparing`;
  fs.rmSync(working, { recursive: true, force: true });
  const { file, execArgv } = childEntry(config.rootDir);
  const child = fork(file, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const request: PrepareRequest = { config, pgliteDir: working, options };
  child.send(request);
  const { code, signal } = await exited;
  if (code !== 0) {
    fs.rmSync(working, { recursive: true, force: true });
    throw new Error(
      `Preparing the new PGlite database in ${pgliteDir} failed in a child process ` +
        `(${signal ? `signal ${signal}` : `exit code ${code}`}); its log is above. Nothing was kept.`,
    );
  }
  fs.renameSync(working, pgliteDir);
}
