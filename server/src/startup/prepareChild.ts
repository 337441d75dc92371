/**
 * Child process entry (forked by prepareInChild.ts): creates, migrates and seeds a new
 * PGlite folder, then exits. It receives the parent's resolved configuration over IPC
 * rather than reading the environment, so tests and benchmarks that build their
 * configuration in code prepare exactly the database they asked for.
 */
import { createLogger } from '../logger';
import { createStorage } from '../services/media';
import { createDatabase } from '../db/client';
import { prepareDatabase } from './prepare';
import type { PrepareRequest } from './prepareInChild';

// It runs under the lock its parent, the server, took on DATA_DIR (dataDirLock.ts), and
// takes none itself. It ends with that parent: a server killed during a first start must
// not leave it writing a folder that the next start prepares again.
process.once('disconnect', () => process.exit(1));

process.once('message', (message: PrepareRequest) => {
  const { config, pgliteDir, options } = message;
  const logger = createLogger(config.logLevel);
  const run = async () => {
    const database = await createDatabase({ pgliteDir });
    try {
      await prepareDatabase(database, config, createStorage(config), logger, options);
    } finally {
      await database.close();
    }
  };
  run().then(
    () => {
      // This process's peak, which the server's own figures no longer include.
      const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
      logger.info({ peakMb }, 'prepared the new PGlite database');
      process.exit(0);
    },
    (error: unknown) => {
      logger.error({ err: error }, 'preparing the new PGlite database failed');
      process.exit(1);
    },
  );
});
