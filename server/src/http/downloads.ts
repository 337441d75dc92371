import { Router } from 'express';
import type { AppServices } from '../services/appServices';
import { announceFreeDownload, findFreeGuidePdf } from '../services/content';
import { findSignedGuidePdf, verifyDownloadToken } from '../services/purchase';

const INVALID_LINK_MESSAGE =
  'El enlace de descarga no es válido o ha caducado. Vuelve a la página de compra para obtener uno nuevo.';
const PDF_UNAVAILABLE_MESSAGE = 'El archivo PDF no está disponible actualmente.';

/** RFC 6266 header with an ASCII fallback and the UTF-8 name. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii || 'guia.pdf'}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Free PDFs at /download/guides/:id; paid ones only through /download/signed/:token (see signedLinks.ts). */
export function downloadsRouter(
  services: Pick<AppServices, 'db' | 'storage' | 'jobs' | 'config' | 'clientAddress' | 'logger'>,
): Router {
  const { db, storage } = services;
  const appSecret = services.config.appSecret;
  const router = Router();
  router.get('/download/guides/:id', async (req, res, next) => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return void res.status(404).end();
    try {
      const pdf = await findFreeGuidePdf(db, id);
      const object = pdf ? await storage.get(pdf.key) : null;
      if (!pdf || !object) return void res.status(404).type('text/plain; charset=utf-8').send(PDF_UNAVAILABLE_MESSAGE);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', attachmentHeader(pdf.fileName));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.end(object.body);
      // After the file went out: a failure to count it must not fail the download.
      await announceFreeDownload(services, id, services.clientAddress(req)).catch((error: unknown) =>
        services.logger.warn({ err: error, guideId: id }, 'free download not counted'),
      );
    } catch (error) {
      next(error);
    }
  });
  router.get('/download/signed/:token', async (req, res, next) => {
    const guideId = verifyDownloadToken(appSecret, req.params.token);
    if (guideId === null) return void res.status(403).type('text/plain; charset=utf-8').send(INVALID_LINK_MESSAGE);
    try {
      // Checked again now: the guide may have been unpublished or lost its PDF since the link was issued.
      const pdf = await findSignedGuidePdf(db, guideId);
      const object = pdf ? await storage.get(pdf.key) : null;
      if (!pdf || !object) return void res.status(404).type('text/plain; charset=utf-8').send(PDF_UNAVAILABLE_MESSAGE);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', attachmentHeader(pdf.fileName));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // A bought file must not sit in shared caches.
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.end(object.body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
