/**
 * The start-up work that writes: migrations, demo content on an empty database and
 * the admin account. Shared by the server (bootstrap.ts) and the child process that
 * prepares a new PGlite folder (prepareChild.ts).
 */
import type { Config } from '../config';
import type { Logger } from '../logger';
import { ensureAdminAccount } from '../services/auth/bootstrapAdmin';
import type { StorageDriver } from '../services/media/storage';
import { isDatabaseEmpty, seedDemoContent } from '../services/seed/demoContent';
import type { DatabaseHandle } from '../db/client';
import { logAppliedMigrations, migrateDatabase } from '../db/migrate';

export interface PrepareOptions {
  /** Seed demo content into an empty database (default: true). */
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
    if (options.seedWhenEmpty !== false && (await isDatabaseEmpty(database.db))) {
      const report = await seedDemoContent(database.db, storage, { images: options.seedImages !== false });
      logger.info({ report }, 'seeded demo content into the empty database');
    }
    await ensureAdminAccount({ db: database.db, config, logger });
  });
}
