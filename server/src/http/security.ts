/**
 * HTTP hardening: security headers with a strict CSP (no inline scripts),
 * a same-origin check for writes, and no-store for signed-in responses.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';
import type { DbExecutor } from '../db/client';
import { readEffectiveConfig } from '../services/siteConfig/effective';

const CALENDAR_CACHE_MS = 60_000;

/**
 * The origin of the configured appointment calendar, the only host allowed in
 * frame-src. Cached briefly: it changes when the owner edits her settings.
 */
export function calendarOriginSource(db: DbExecutor) {
  let cached: { origin: string | null; at: number } | null = null;
  return async (): Promise<string | null> => {
    if (cached && Date.now() - cached.at < CALENDAR_CACHE_MS) return cached.origin;
    try {
      const [entry] = await readEffectiveConfig(db, ['about_me_calendar_url']);
      const origin = entry?.value ? new URL(entry.value).origin : null;
      cached = { origin: origin?.startsWith('https://') ? origin : null, at: Date.now() };
    } catch {
      cached = { origin: null, at: Date.now() };
    }
    return cached.origin;
  };
}

export function securityHeaders(config: Config, calendarOrigin: () => Promise<string | null>): RequestHandler[] {
  const resolveFrame: RequestHandler = async (_req, res, next) => {
    res.locals.calendarOrigin = await calendarOrigin();
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: [(_req, res) => (res as Response).locals.calendarOrigin ?? "'none'"],
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
  // Apollo Sandbox (development only) is a page that loads Apollo's own scripts.
  const sandboxExempt: RequestHandler = (req, res, next) => {
    if (!config.isProduction && req.method === 'GET' && req.path === '/graphql') return next();
    return headers(req, res, next);
  };
  return [resolveFrame, sandboxExempt];
}

/** Browsers send Origin on cross-site POSTs: refuse writes from any origin but ours. */
export function sameOriginWrites(config: Config): RequestHandler {
  const allowed = new URL(config.publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (req.method !== 'POST' || !origin) return next();
    const host = req.headers.host;
    if (origin === allowed || (host && (origin === `http://${host}` || origin === `https://${host}`))) return next();
    res.status(403).json({ errors: [{ message: 'Origen no permitido.', extensions: { code: 'FORBIDDEN' } }] });
  };
}
