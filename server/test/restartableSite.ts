/**
 * A site that can be started, stopped and started again on the same database
 * (PGlite in a temporary DATA_DIR, or a scratch Postgres database): what a
 * restart or a deploy does, for tests of the start-up work.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { createRuntime, type Runtime, type RuntimeOptions } from '../src/bootstrap';
import { loadConfig, ROOT_DIR, type Config } from '../src/config';
import { createLogger } from '../src/logger';
import { pgliteTemplate } from './pgliteTemplate';
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
    start: (options = {}) =>
      createRuntime(config, {
        logger: createLogger('silent'),
        seedImages: false,
        // initdb and the migrations, done once per run (pgliteTemplateSetup.ts); absent in other projects.
        pgliteTemplate: pgliteTemplate(),
        ...options,
      }),
    async dispose() {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One restartable site at a time for a suite's tests, stopped and removed after
 * each test. `open` replaces the site (stopping and removing the one before);
 * `start` stops the running instance, if any, and starts the site again on the
 * same database, as a restart does.
 */
export function restartableSitePerTest(kind: TestDatabaseKind): {
  open(env: NodeJS.ProcessEnv, overrides?: Partial<Config>): Promise<RestartableSite>;
  start(options?: RuntimeOptions): Promise<Runtime>;
} {
  let site: RestartableSite | undefined;
  let running: Runtime | undefined;
  const stop = async () => {
    await running?.close();
    running = undefined;
  };
  const close = async () => {
    await stop();
    await site?.dispose();
    site = undefined;
  };
  afterEach(close);
  return {
    async open(env, overrides = {}) {
      await close();
      site = await createRestartableSite(kind, env, overrides);
      return site;
    },
    async start(options) {
      if (!site) throw new Error('open the site before starting it');
      await stop();
      running = await site.start(options);
      return running;
    },
  };
}

/** Runs `npm run admin -- <args>` (server/src/cli/manage.ts) against the site's database, as an operator would. */
export function runAdminCli(site: RestartableSite, args: string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli/manage.ts', ...args], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_ENV: site.config.nodeEnv,
      DATA_DIR: site.config.dataDir,
      DATABASE_URL: site.config.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
    },
  });
}
