/**
 * A site that can be started, stopped and started again on the same database
 * (PGlite in a temporary DATA_DIR, or a scratch Postgres database): what a
 * restart or a deploy does, for tests of the start-up work.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRuntime, type Runtime, type RuntimeOptions } from '../src/bootstrap';
import { loadConfig, type Config } from '../src/config';
import { createLogger } from '../src/logger';
import { createScratchDatabase, type ScratchDatabase, type TestDatabaseKind } from './databases';

export interface RestartableSite {
  config: Config;
  /** Starts the site (migrations, seeding, the admin account) as main.ts does; close the runtime to stop it. */
  start(options?: RuntimeOptions): Promise<Runtime>;
  dispose(): Promise<void>;
}

/** `env` is read by loadConfig as the process environment would be (NODE_ENV, DEMO_CONTENT, ...). */
export async function createRestartableSite(
  kind: TestDatabaseKind,
  env: NodeJS.ProcessEnv,
  overrides: Partial<Config> = {},
): Promise<RestartableSite> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-restart-'));
  const scratch: ScratchDatabase | undefined = kind === 'postgres' ? await createScratchDatabase() : undefined;
  const config = loadConfig(env, { dataDir, databaseUrl: scratch?.url, logLevel: 'silent', ...overrides });
  return {
    config,
    start: (options = {}) => createRuntime(config, { logger: createLogger('silent'), seedImages: false, ...options }),
    async dispose() {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
