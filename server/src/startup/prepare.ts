/**
 * The start-up work that writes: migrations, demo content on an empty database and
 * the admin account. Shared by the server (bootstrap.ts) and the child process that
 * prepares a new PGlite folder (prepareChild.ts).
 */
import type { Config } from '../config';
import type { Logger } from '../logger';
import { ensureAdminAccount } from '../services/auth';
import type { StorageDriver } from '../services/media';
import {
  isDatabaseEmpty,
  isGameContentEmpty,
  seedDemoContent,
  seedGameContent,
  hadDemoContent,
} from '../services/seed';
import type { DatabaseHandle } from '../db/client';
import { logAppliedMigrations, migrateDatabase } from '../db/migrate';

export interface PrepareOptions {
  /** Seed into an empty database: the games' content, and the demo when config.demoContent (default: true). */
  seedWhenEmpty?: boolean;
  /** Generate seed pictures (default: true). */
  seedImages?: boolean;
}

export async function prepareDatabase(
  database: DatabaseHandle,
  config: Config,
  storage: StorageDriver,
  logger: Logger,
  options: PrepareOptions,
): Promise<void> {
  // Under the migration lock: instances starting together seed and create the admin once.
  await migrateDatabase(database, config.rootDir, config.databaseUrl, async (applied) => {
    logAppliedMigrations(logger, applied);
    if (options.seedWhenEmpty !== false) await seedNewSite(database, config, storage, logger, options);
    await ensureAdminAccount({ db: database.db, config, logger });
  });
}

/**
 * What a site without content gets at start. The demo (articles, guides, categories,
 * site pictures) only when config.demoContent asks for it (DEMO_CONTENT; by default
 * in development, never in production), and once per database: never again after she
 * removed it. The games' questions and puzzle words, the product's own, on every new site.
 */
async function seedNewSite(
  database: DatabaseHandle,
  config: Config,
  storage: StorageDriver,
  logger: Logger,
  options: PrepareOptions,
): Promise<void> {
  const { db } = database;
  if (config.demoContent && (await isDatabaseEmpty(db)) && !(await hadDemoContent(db))) {
    const report = await seedDemoContent(db, storage, { images: options.seedImages !== false });
    logger.info({ report }, 'seeded demo content into the empty database (DEMO_CONTENT)');
    return;
  }
  if (await isGameContentEmpty(db)) {
    const report = await seedGameContent(db);
    logger.info({ report }, "seeded the games' questions and puzzle words");
  }
  if (!config.demoContent && (await isDatabaseEmpty(db)))
    logger.info('no demo content: the site starts empty (set DEMO_CONTENT=true to get the Spanish demo)');
}
