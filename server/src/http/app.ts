/**
 * One Express app serves everything on one port: /graphql, public files,
 * downloads, health and the web app.
 */
import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import { parse as parseCookies } from 'cookie';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Router } from 'express';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import type { Runtime } from '../bootstrap';
import { buildContext, type GraphQLContext } from '../graphql/context';
import { UPLOAD_LIMITS } from '../services/media/limits';
import { adminDownloadsRouter } from './adminDownloads';
import { downloadsRouter } from './downloads';
import { graphqlCacheHeaders } from './caching';
import { healthHandler } from './health';
import { seoRouter } from './seo';
import { calendarOriginSource, sameOriginWrites, securityHeaders } from './security';
import { storageRouter } from './storage';
import { webhooksRouter } from './webhooks';

export interface HttpAppOptions {
  runtime: Runtime;
  apollo: ApolloServer<GraphQLContext>;
  isShuttingDown: () => boolean;
  /** The public site and admin shell (server rendering); omitted by API-only tests. */
  web?: Router;
}

export function createHttpApp({ runtime, apollo, isShuttingDown, web }: HttpAppOptions) {
  const { services, database } = runtime;
  const app = express();
  app.disable('x-powered-by');
  // gzip/brotli for HTML, JSON and text; images and PDFs are already compressed.
  app.use(compression());
  app.use(securityHeaders(services.config, calendarOriginSource(services.db)));
  app.get('/healthz', healthHandler(database, isShuttingDown));
  // The API is the busiest path: it is matched before the routers for files and feeds.
  app.use(
    '/graphql',
    sameOriginWrites(services.config),
    graphqlCacheHeaders(services.sessions.cookieName),
    graphqlUploadExpress({ maxFileSize: UPLOAD_LIMITS.maxRequestFileBytes, maxFiles: UPLOAD_LIMITS.maxFiles }),
    express.json({ limit: '256kb' }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        buildContext(services, {
          cookies: parseCookies(req.headers.cookie ?? ''),
          ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
          setCookie: (value) => void res.append('Set-Cookie', value),
        }),
    }),
  );
  app.use(seoRouter(services));
  app.use(storageRouter(services.storage));
  app.use(adminDownloadsRouter(services));
  app.use(downloadsRouter(services.db, services.storage, services.config.appSecret));
  app.use(webhooksRouter(services));
  if (web) app.use(web);
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    // Multipart and body-size limits (graphql-upload-minimal, express.json) carry an HTTP status.
    const status = Number((error as { status?: number }).status);
    if (req.path === '/graphql' && status >= 400 && status < 500 && !res.headersSent) {
      const message =
        status === 413 ? 'La solicitud es demasiado grande o tiene demasiados archivos.' : 'La solicitud no es válida.';
      return void res.status(status).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    }
    services.logger.error({ err: error }, 'unhandled HTTP error');
    if (!res.headersSent) res.status(500).type('text/plain; charset=utf-8').send('Error interno del servidor.');
  };
  app.use(onError);
  return app;
}
