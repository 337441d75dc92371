/**
 * Wires the long-lived collaborators (database, storage, sessions) from the
 * configuration. Used by main.ts, the CLI and the tests alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveAppSecret } from './appSecret';
import type { Config } from './config';
import { createDatabase, isPgliteDirReady, type DatabaseHandle } from './db/client';
import { prepareDatabase } from './startup/prepare';
import { prepareInChildProcess } from './startup/prepareInChild';
import type { AppServices } from './services/appServices';
import { clientAddressResolver } from './http/clientAddress';
import { watchForwardedAddresses } from './http/forwardedAddressWatch';
import { createLogger, type Logger } from './logger';
import { createSessionStore } from './services/auth';
import type { BackgroundWorker } from './services/shared/backgroundWorker';
import { registerJobs } from './backgroundJobs';
import { createJobQueue } from './jobs/jobQueue';
import { createMailer, alertOwnerOfFailedJob } from './services/mail';
import { checkBackupTarget, probeOffsiteTarget } from './services/backup';
import { loadCategoriesById } from './services/categories';
import { createStorage, loadAssetsByUrl } from './services/media';
import { keptLookup, startPublicCache } from './services/publicCache';
import { publicSiteConfig } from './services/siteConfig';
import { startViewWriter, ViewBuffer } from './services/views';

export interface Runtime {
  services: AppServices;
  database: DatabaseHandle;
  /** Starts the job system's workers and schedules, and the view writer; only the server process calls it. */
  startWorkers(): Promise<void>;
  /** Stops the workers (waiting for a pass in flight), writes the buffered views, then closes the database. */
  close(): Promise<void>;
}

export interface RuntimeOptions {
  logger?: Logger;
  /** Seed demo content into an empty database (default: true). */
  seedWhenEmpty?: boolean;
  /** Generate seed pictures (default: true). */
  seedImages?: boolean;
  onStatement?: (query: string, params: unknown[]) => void;
  /**
   * Prepare a new PGlite folder in a child process (the server does; default false, so
   * tests and tools that only need a database stay in one process).
   */
  prepareInChild?: boolean;
  /**
   * A closed PGlite folder that initdb and every migration ran in, and nothing else: a new
   * folder starts as a copy of it, then is prepared as usual (the migrations find nothing
   * to apply; demo content, games and admin account as on any new folder). The tests' one
   * per run (server/test/pgliteTemplateSetup.ts); not with prepareInChild.
   */
  pgliteTemplate?: string;
  /**
   * This process runs background work (the server): pg-boss supervises jobs whose process
   * died and queues the cron jobs. Tests, the CLI and tools leave it off and run jobs by hand
   * (services.jobs.runDueJobs()).
   */
  runsJobs?: boolean;
}

export async function createRuntime(givenConfig: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const config: Config = { ...givenConfig, appSecret: resolveAppSecret(givenConfig) };
  const logger = options.logger ?? createLogger(config.logLevel);
  const pgliteDir = config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite');
  const openDatabase = () =>
    createDatabase({ databaseUrl: config.databaseUrl, pgliteDir, onStatement: options.onStatement });
  const storage = createStorage(config);
  const prepare = (database: DatabaseHandle) => prepareDatabase(database, config, storage, logger, options);
  // A new PGlite folder is created, migrated and seeded before the server opens it, so the
  // server starts as it does on a restart. PGlite's memory (WebAssembly) only ever grows:
  // initdb plus the first seeding left the idle server at ~515 MB when done on the server's
  // own handle, and still ~130 MB above a restart through a handle closed afterwards
  // (docs/performance.md, section 12). In a child process, that memory goes when it exits.
  const preparedAlone = pgliteDir !== undefined && !isPgliteDirReady(pgliteDir);
  if (preparedAlone && options.prepareInChild) {
    const { seedWhenEmpty, seedImages } = options;
    await prepareInChildProcess(config, pgliteDir, { seedWhenEmpty, seedImages });
  } else if (preparedAlone) {
    if (options.pgliteTemplate) fs.cpSync(options.pgliteTemplate, pgliteDir, { recursive: true });
    const first = await openDatabase();
    try {
      await prepare(first);
    } finally {
      await first.close();
    }
  }
  const database = await openDatabase();
  // Listening needs no trigger yet: on a new database the migrations below create the ones
  // that notify, and the cache is empty until then anyway.
  const publicCache = await startPublicCache({ database, logger, maxBytes: config.pageCacheBytes });
  const mailer = createMailer(config);
  const jobs = await createJobQueue({
    database,
    pglite: database.pglite,
    config,
    logger,
    supervised: options.runsJobs ?? false,
    soleProcess: !config.databaseUrl,
    onScheduledFailure: (job, error) => alertOwnerOfFailedJob(services, job, error),
  });
  const services: AppServices = {
    db: database.db,
    config,
    logger,
    sessions: createSessionStore(database.db, config.isProduction),
    storage,
    clientAddress: watchForwardedAddresses(clientAddressResolver(config.trustProxy), config.trustProxy, logger),
    publicCache,
    publicSiteConfig: publicSiteConfig(database.db, publicCache.store),
    keptRows: {
      // Every category change announces 'Category:?' (or the 'Category:*' family); pictures' sizes change only with 'all'.
      categoriesById: keptLookup(publicCache.store, ['Category:?'], (ids) => loadCategoriesById(database.db, ids)),
      mediaAssetsByUrl: keptLookup(publicCache.store, [], (urls) => loadAssetsByUrl(database.db, urls)),
    },
    views: new ViewBuffer(database.db, logger, publicCache.store, Date.now, config.siteTimeZone),
    jobs,
    mailer,
  };
  if (!preparedAlone) await prepare(database);
  await registerJobs(jobs, services);
  const workers: BackgroundWorker[] = [];
  let offsiteProbe: Promise<void> | undefined;
  return {
    services,
    database,
    async startWorkers() {
      if (!mailer.settings) {
        logger.info(
          'e-mail not configured (SMTP_URL/CONTACT_TO): contact messages stay in the admin inbox, no password-reset link can be sent, and sign-in notices wait (sent if e-mail is set up within a day)',
        );
      }
      // One line saying what is wrong with the backup folder (or S3 settings), before the first run fails on it.
      const backupTarget = checkBackupTarget(config, logger);
      if (!backupTarget.ok) logger.error(backupTarget.problem);
      // Then the bucket itself, tried for real (at most PROBE_TIMEOUT_MS), without holding the start.
      else
        offsiteProbe = probeOffsiteTarget(config).then((probe) => {
          if (!probe.ok) logger.error(probe.problem);
        });
      await jobs.startWorkers();
      workers.push(startViewWriter(services.views, logger));
    },
    async close() {
      await offsiteProbe;
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
      await jobs.stop().catch((error: unknown) => logger.error({ err: error }, 'job system did not stop cleanly'));
      mailer.close();
      // The views of the last interval: a clean stop loses none.
      await services.views
        .flush()
        .catch((error: unknown) => logger.error({ err: error }, 'views not written at shutdown'));
      await publicCache.stop();
      await database.close();
    },
  };
}
