/** `backup.js` (server/src/cli/backup.ts) run from source on a DATA_DIR, as an operator runs it. */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { ROOT_DIR } from '../src/config';

/** Runs the backup command with `nodeFlags` before it (e.g. a umask), on the embedded database in `dataDir`. */
export function runBackupCli(dataDir: string, args: string[], nodeFlags: string[] = []): SpawnSyncReturns<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'BACKUP_DIR', 'PORT']) delete env[name];
  return spawnSync(process.execPath, [...nodeFlags, '--import', 'tsx', 'server/src/cli/backup.ts', ...args], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
    env,
    timeout: 90_000,
  });
}
