import { parse as parseCookies } from 'cookie';
import { eq } from 'drizzle-orm';
import { Router, type Request, type Response } from 'express';
import { guides } from '../db/schema';
import { UNAUTHENTICATED_MESSAGE } from '../services/errors';
import type { AppServices } from '../services/types';
import { freeDownloadFileName } from '@crecer/domain/freeDownloadFileName';
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
      const [guide] = await services.db
        .select({ title: guides.title, pdfUrl: guides.pdfUrl })
        .from(guides)
        .where(eq(guides.id, id));
      const object = guide?.pdfUrl ? await services.storage.get(guide.pdfUrl) : null;
      if (!guide || !object)
        return void res
          .status(404)
          .type('text/plain; charset=utf-8')
          .send('El archivo PDF no está disponible actualmente.');
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', attachmentHeader(freeDownloadFileName(guide.title)));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(object.body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
