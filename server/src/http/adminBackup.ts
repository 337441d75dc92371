/**
 * The owner's "Descargar copia de seguridad": the whole site (database and
 * stored files) as one .tar.gz, streamed to a signed-in admin while the site
 * keeps running. `npm run db:backup` fetches the same archive from here when
 * the embedded database is held by the running server, naming DATA_DIR's lock
 * token instead of a session (services/backup/throughServer.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { ADMIN_BACKUP_PATH, backupFileName, writeBackup } from '../services/backup';
import { Router } from 'express';
import type { AppServices } from '../services/appServices';
import { requireAdmin } from './adminDownloads';
import { attachmentHeader } from './downloads';

export { ADMIN_BACKUP_PATH };

/** Whether the request carries `Bearer <lockToken>`; never true when the server holds no lock (Postgres). */
function isLocalCommand(req: Request, lockToken: string | undefined): boolean {
  const given = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!lockToken || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(lockToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function adminBackupRouter(services: AppServices, lockToken?: string): Router {
  const router = Router();
  router.get(ADMIN_BACKUP_PATH, async (req, res, next) => {
    try {
      if (!isLocalCommand(req, lockToken) && !(await requireAdmin(services, req, res))) return;
      const now = new Date();
      res.setHeader('Content-Type', 'application/gzip');
      res.setHeader('Content-Disposition', attachmentHeader(backupFileName(now)));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const manifest = await writeBackup(services, res, now);
      services.logger.info({ manifest }, 'backup downloaded');
    } catch (error) {
      // Once bytes are sent the status cannot change: cut the download short so it is never taken for whole.
      if (res.headersSent) res.destroy(error as Error);
      else next(error);
    }
  });
  return router;
}
