/**
 * One port serves everything: /graphql on node:http (graphqlEndpoint.ts, the
 * busiest path, without Express's per-request cost), and one Express app for
 * public files, downloads, feeds, health and the web app.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Router } from 'express';
import type { Runtime } from '../bootstrap';
import type { GraphQLContext } from '../graphql/context';
import { adminBackupRouter } from './adminBackup';
import { adminDownloadsRouter } from './adminDownloads';
import { downloadsRouter } from './downloads';
import { graphqlEndpoint, REQUEST_MESSAGES } from './graphqlEndpoint';
import { isGraphQLUrl } from './graphqlPath';
import { healthHandler } from './health';
import { pageCacheHttp } from './pageCache';
import { requestLogger, requestLogging } from './requestLog';
import { seoRouter } from './seo';
import { calendarOriginSource } from './calendarOrigin';
import { securityHeaders } from './security';
import { storageRouter } from './storage';
import { webhooksRouter } from './webhooks';
import { newsletterRouter } from './newsletter';

export interface HttpAppOptions {
  runtime: Runtime;
  apollo: ApolloServer<GraphQLContext>;
  isShuttingDown: () => boolean;
  /** The public site (server rendering) and the admin's page; omitted by API-only tests. */
  web?: Router;
  /** DATA_DIR's lock token (embedded database): lets `backup.js backup` take the archive through this server. */
  lockToken?: string;
}

const CLIENT_ERROR_MESSAGES: Partial<Record<number, string>> = { 404: REQUEST_MESSAGES.notFound };

/**
 * The status of an error a client caused (http-errors from express.static and
 * send carry one): 404 for a file path refused as malicious or malformed, so
 * a probe learns nothing; null for server errors.
 */
function clientErrorStatus(error: unknown): number | null {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const code = Number(status ?? statusCode);
  if (!Number.isInteger(code) || code < 400 || code >= 500) return null;
  return code === 400 || code === 403 ? 404 : code;
}

export function createHttpApp({ runtime, apollo, isShuttingDown, web, lockToken }: HttpAppOptions): RequestListener {
  const { services } = runtime;
  const pageCache = pageCacheHttp(services.publicCache, services.sessions.cookieName);
  const graphql = graphqlEndpoint({ services, apollo, pageCache });
  const app = createExpressApp({ runtime, isShuttingDown, web, lockToken });
  const logRequest = requestLogging({
    logger: services.logger,
    clientAddress: services.clientAddress,
    trustProxy: services.config.trustProxy,
    accessLevel: services.config.webDevServer ? 'debug' : 'info',
  });
  return (req: IncomingMessage, res: ServerResponse) => {
    // First: the request id and the access line cover every answer below, cached ones too.
    logRequest(req, res);
    // Draining (drain.ts): answer, then close the connection instead of keeping it for another request.
    if (isShuttingDown()) res.setHeader('Connection', 'close');
    // An anonymous page or read already rendered: no Express, no Apollo, no database.
    if (pageCache.serve(req, res)) return;
    if (isGraphQLUrl(req.url ?? '')) void graphql(req, res);
    else app(req, res);
  };
}

function createExpressApp({ runtime, isShuttingDown, web, lockToken }: Omit<HttpAppOptions, 'apollo'>) {
  const { services, database } = runtime;
  const app = express();
  app.disable('x-powered-by');
  // gzip/brotli for HTML, JSON and text; images and PDFs are already compressed.
  app.use(compression());
  app.use(
    securityHeaders(services.config, calendarOriginSource(services.publicSiteConfig, services.publicCache.store)),
  );
  app.get('/healthz', healthHandler(database, isShuttingDown));
  app.use(seoRouter(services));
  app.use(storageRouter(services.storage));
  app.use(adminDownloadsRouter(services));
  app.use(adminBackupRouter(services, lockToken));
  app.use(downloadsRouter(services));
  app.use(webhooksRouter(services));
  app.use(newsletterRouter(services));
  if (web) app.use(web);
  // Whatever no route answered (a POST to a page, /storage/ itself): Express's own answer is an
  // English HTML page naming the method and path; this is the site's, in Spanish.
  app.use((_req, res) => {
    res.status(404).type('text/plain; charset=utf-8').send(REQUEST_MESSAGES.notFound);
  });
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = clientErrorStatus(error);
    if (status !== null) {
      // What a client asked wrongly (a path that climbs out of /assets, broken %-escapes) is its
      // error: a 4xx, and nothing in the error log.
      if (!res.headersSent)
        res
          .status(status)
          .type('text/plain; charset=utf-8')
          .send(CLIENT_ERROR_MESSAGES[status] ?? REQUEST_MESSAGES.invalid);
      return;
    }
    requestLogger(req, services.logger).error(
      { err: error, client: services.clientAddress(req) },
      'unhandled HTTP error',
    );
    if (!res.headersSent) res.status(500).type('text/plain; charset=utf-8').send(REQUEST_MESSAGES.internal);
  };
  app.use(onError);
  return app;
}
