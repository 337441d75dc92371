import { parse as parseCookies } from 'cookie';
import { Router, type Request, type Response } from 'express';
import { UNAUTHENTICATED_MESSAGE } from '../services/shared/errors';
import { findGuidePdfForAdmin } from '../services/content';
import type { AppServices } from '../services/appServices';
import { attachmentHeader } from './downloads';

/**
 * The gate of every /download/admin route (they are plain HTTP, outside the
 * schema's @admin directive): true for a signed-in admin; otherwise answers
 * 401 and returns false. Responses are never cached.
 */
export async function requireAdmin(services: AppServices, req: Request, res: Response): Promise<boolean> {
  res.setHeader('Cache-Control', 'private, no-store');
  const session = await services.sessions.validate(
    parseCookies(req.headers.cookie ?? '')[services.sessions.cookieName],
  );
  if (session.user?.role === 'admin') return true;
  res.status(401).type('text/plain; charset=utf-8').send(UNAUTHENTICATED_MESSAGE);
  return false;
}

/** The owner's "Descargar PDF": any guide's PDF, for a signed-in admin only. */
export function adminDownloadsRouter(services: AppServices): Router {
  const router = Router();
  router.get('/download/admin/guides/:id', async (req, res, next) => {
    try {
      if (!(await requireAdmin(services, req, res))) return;
      const id = Number(req.params.id);
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return void res.status(404).end();
      const pdf = await findGuidePdfForAdmin(services.db, id);
      const object = pdf ? await services.storage.get(pdf.key) : null;
      if (!pdf || !object)
        return void res
          .status(404)
          .type('text/plain; charset=utf-8')
          .send('El archivo PDF no está disponible actualmente.');
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', attachmentHeader(pdf.fileName));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(object.body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
