/**
 * The newsletter's HTTP routes, outside /graphql:
 * - POST /newsletter/baja?token=…: the one-click unsubscribe of RFC 8058 that
 *   mail apps send for List-Unsubscribe-Post. No session and no CSRF check:
 *   the token is the proof, and the sender is the subscriber's mail provider.
 *   Answered 200 with what happened, also for a link that unsubscribes no one.
 * - GET /newsletter/{baja,confirmar}?token=…: redirected to the page with the
 *   token in the fragment, so the page's HTML is one cached page for all and
 *   the token goes no further than this redirect.
 * - GET /download/admin/suscriptores.csv: 'Exportar CSV', for the signed-in admin.
 */
import { Router, type Request } from 'express';
import { NEWSLETTER_MESSAGES, NEWSLETTER_PATHS } from '@crecer/domain/newsletterRules';
import { instantToWallTime } from '@crecer/domain/schedule';
import type { AppServices } from '../services/appServices';
import { DomainError } from '../services/shared/errors';
import { unsubscribe, subscribersForExport, csvHeaderLine, subscriberCsvLines } from '../services/newsletter';
import { requireAdmin } from './adminDownloads';
import { requestLogger } from './requestLog';

export const UNSUBSCRIBED_TEXT = 'Te diste de baja: borramos tu e-mail y no te escribiremos más.';

function tokenOf(req: Request): string {
  const value = req.query.token;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

export function newsletterRouter(services: AppServices): Router {
  const router = Router();

  router.post(NEWSLETTER_PATHS.unsubscribe, async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await unsubscribe(services, tokenOf(req));
      res.status(200).type('text/plain; charset=utf-8').send(UNSUBSCRIBED_TEXT);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'BAD_USER_INPUT')
        return void res.status(400).type('text/plain; charset=utf-8').send(NEWSLETTER_MESSAGES.linkIncomplete);
      // Unsubscribes no one (already used, or never valid): still 200, so a mail app retrying
      // after a lost answer does not report a failure; the text says what happened.
      if (error instanceof DomainError && error.code === 'NOT_FOUND')
        return void res.status(200).type('text/plain; charset=utf-8').send(error.message);
      next(error);
    }
  });

  for (const path of [NEWSLETTER_PATHS.unsubscribe, NEWSLETTER_PATHS.confirm]) {
    router.get(path, (req, res, next) => {
      const token = tokenOf(req);
      if (!token) return next();
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.redirect(303, `${path}#${encodeURIComponent(token)}`);
    });
  }

  router.get(NEWSLETTER_PATHS.subscribersCsv, async (req, res, next) => {
    try {
      if (!(await requireAdmin(services, req, res))) return;
      const { siteTimeZone } = services.config;
      const day = instantToWallTime(new Date(), siteTimeZone).slice(0, 10);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="suscriptores-${day}.csv"`);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.write(csvHeaderLine());
      let rows = 0;
      for await (const batch of subscribersForExport(services.db)) {
        rows += batch.length;
        // Waits for the socket to drain, so a long list never piles up in memory.
        if (!res.write(subscriberCsvLines(batch, siteTimeZone)))
          await new Promise<void>((resolve) => res.once('drain', resolve));
      }
      res.end();
      requestLogger(req, services.logger).info({ rows }, 'subscribers exported');
    } catch (error) {
      if (res.headersSent) return void res.destroy(error as Error);
      next(error);
    }
  });

  return router;
}
