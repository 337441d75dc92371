/** Process entry: config → database → migrate → HTTP server → graceful shutdown. */
import http from 'node:http';
import { createRuntime } from './bootstrap';
import { loadConfig } from './config';
import { createGraphQLServer } from './graphql/server';
import { createHttpApp } from './http/app';
import { DRAIN_DEFAULTS, drainHttpServer } from './http/drain';
import { ssrRouter } from './http/ssr';
import { createLogger } from './logger';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const runtime = await createRuntime(config, { logger, prepareInChild: true });
  let shuttingDown = false;
  const httpServer = http.createServer();
  const apollo = createGraphQLServer({
    rootDir: config.rootDir,
    isProduction: config.isProduction,
    logger,
  });
  await apollo.start();
  const web = await ssrRouter({ services: runtime.services, apollo, dev: config.webDevServer });
  httpServer.on('request', createHttpApp({ runtime, apollo, isShuttingDown: () => shuttingDown, web }));
  await new Promise<void>((resolve) => httpServer.listen(config.port, config.host, resolve));
  runtime.startWorkers();
  logger.info({ port: config.port, database: runtime.database.kind, publicUrl: config.publicUrl }, 'server listening');
  console.log(`  Crecer en Familia: ${config.publicUrl}  (GraphQL: ${config.publicUrl}/graphql)`);

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, DRAIN_DEFAULTS.timeoutMs + 5_000);
    try {
      await drainHttpServer(httpServer);
      logger.info('http server drained');
      await apollo.stop();
      await runtime.close();
      logger.info('workers stopped, database closed');
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
