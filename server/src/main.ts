/**
 * Process entry: config → DATA_DIR checked (and locked, on the embedded database) and made
 * owner-only → port bound (503 while starting) → database migrated and seeded → serving → graceful shutdown.
 * Whatever stops the start is one line on stderr and exit 1 (startup/failure.ts).
 */
import http, { type RequestListener } from 'node:http';
import { createRuntime } from './bootstrap';
import { loadConfig } from './config';
import { createGraphQLServer } from './graphql/server';
import { createHttpApp } from './http/app';
import { answerClientErrors } from './http/clientErrors';
import { DRAIN_DEFAULTS, drainHttpServer } from './http/drain';
import { answerWhileStarting } from './http/starting';
import { ssrRouter } from './http/ssr';
import { createLogger, type Logger } from './logger';
import { checkDataDirWritable } from './startup/dataDir';
import { lockDataDir } from './startup/dataDirLock';
import { failureLine, StartupError } from './startup/failure';
import { listenOrFail } from './startup/listen';
import { nodeVersionProblem } from './startup/nodeVersion';
import { makeDataDirPrivate } from './startup/privateDataDir';
import { keepNewFilesPrivate } from './privateFiles';

let logger: Logger | undefined;

async function main(): Promise<void> {
  // Before anything is written: every file and folder this process creates is owner-only (privateFiles.ts).
  keepNewFilesPrivate();
  const tooOld = nodeVersionProblem(process.versions.node);
  if (tooOld) throw new StartupError(tooOld);
  const config = loadConfig();
  const log = (logger = createLogger(config.logLevel));
  // Both before anything is written: a read-only folder or one another process holds stops here.
  checkDataDirWritable(config);
  let onLockLost = (): void =>
    failStart(new StartupError(`Another process took the lock of ${config.dataDir} while this server was starting.`));
  const lock = config.databaseUrl
    ? undefined
    : await lockDataDir(config.dataDir, {
        role: 'server',
        port: config.port,
        host: config.host,
        onWait: (holder) =>
          log.warn(
            { holder },
            'DATA_DIR is locked by a process in another container or machine: waiting to see whether it is alive',
          ),
        onLost: () => onLockLost(),
      });
  // Under the lock, so no other process writes the folder meanwhile: what exists is made owner-only too.
  makeDataDirPrivate(config, log);
  // Stopped while starting (docker stop during a long migration): exit at once, releasing the lock.
  const stopWhileStarting = (signal: NodeJS.Signals) =>
    failStart(new StartupError(`Stopped by ${signal} while starting.`));
  process.once('SIGTERM', stopWhileStarting);
  process.once('SIGINT', stopWhileStarting);
  let shuttingDown = false;
  let handle: RequestListener = answerWhileStarting;
  const httpServer = http.createServer((req, res) => handle(req, res));
  answerClientErrors(httpServer, log);
  // Bound before the database is prepared: a port in use is found before anything is migrated or seeded.
  const port = await listenOrFail(httpServer, config.port, config.host);
  lock?.setAddress(port, config.host);
  log.info({ port }, 'port bound: answering 503 while the database is prepared');
  const runtime = await createRuntime(config, { logger: log, prepareInChild: true, runsJobs: true });
  const apollo = createGraphQLServer({
    rootDir: config.rootDir,
    isProduction: config.isProduction,
    logger: log,
  });
  await apollo.start();
  const web = await ssrRouter({ services: runtime.services, apollo, dev: config.webDevServer });
  handle = createHttpApp({
    runtime,
    apollo,
    isShuttingDown: () => shuttingDown,
    web,
    lockToken: lock?.holder().token,
  });
  await runtime.startWorkers();
  log.info({ port, database: runtime.database.kind, publicUrl: config.publicUrl }, 'server listening');
  console.log(`  Crecer en Familia: ${config.publicUrl}  (GraphQL: ${config.publicUrl}/graphql)`);

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      log.error('shutdown timed out; exiting');
      process.exit(1);
    }, DRAIN_DEFAULTS.timeoutMs + 5_000);
    try {
      await drainHttpServer(httpServer);
      log.info('http server drained');
      await apollo.stop();
      await runtime.close();
      lock?.release();
      log.info('workers stopped, database closed');
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  onLockLost = () => {
    log.error({ dataDir: config.dataDir }, "another process took DATA_DIR's lock: stopping");
    void shutdown('lock lost');
  };
  process.off('SIGTERM', stopWhileStarting);
  process.off('SIGINT', stopWhileStarting);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

function failStart(error: unknown): never {
  // The stack, for a bug rather than a refusal, with LOG_LEVEL=debug.
  logger?.debug({ err: error }, 'start-up failed');
  console.error(`Start-up failed: ${failureLine(error)}`);
  process.exit(1);
}

main().catch(failStart);
