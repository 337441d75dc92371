/**
 * HTTP hardening: security headers with a strict CSP (no inline scripts),
 * a same-origin check for writes, and no-store for signed-in responses.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

type FrameSource = string | ((req: IncomingMessage, res: ServerResponse) => string);

function helmetFor(config: Config, frameSrc: FrameSource) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // `npm run dev` only: Vite's React-refresh preamble is an inline script and its hot
        // reload talks over a WebSocket on a port of its own. Production never gets these.
        scriptSrc: config.webDevServer ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        // Mantine sets style attributes at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: config.webDevServer ? ["'self'", 'ws:'] : ["'self'"],
        frameSrc: [frameSrc],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xContentTypeOptions: true,
  });
}

export function securityHeaders(config: Config, calendarOrigin: () => Promise<string | null>): RequestHandler[] {
  const resolveFrame: RequestHandler = async (_req, res, next) => {
    res.locals.calendarOrigin = await calendarOrigin();
    next();
  };
  const headers = helmetFor(config, (_req, res) => (res as Response).locals.calendarOrigin ?? "'none'");
  return [resolveFrame, headers];
}

/**
 * The same headers for the API, whose answers never frame a calendar: they do
 * not depend on the request, so helmet runs once and each answer copies them.
 */
export function apiSecurityHeaders(config: Config): ReadonlyArray<readonly [string, string]> {
  const recorded: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void recorded.push([name, String(value)]),
    removeHeader: () => {},
  };
  helmetFor(config, "'none'")({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return recorded;
}

/** Whether a request's Origin header (browsers send it on cross-site POSTs) is ours. */
export function sameOriginCheck(config: Config): (origin: string | undefined, host: string | undefined) => boolean {
  const allowed = new URL(config.publicUrl).origin;
  return (origin, host) =>
    !origin || origin === allowed || (!!host && (origin === `http://${host}` || origin === `https://${host}`));
}
