import { Router } from 'express';
import { isBucket, PUBLIC_BUCKETS, UPLOAD_CACHE_SECONDS, type StorageDriver } from '../services/media';

/** Public files: /storage/{bucket}/{name}. Guide PDFs are never served here. */
export function storageRouter(storage: StorageDriver): Router {
  const router = Router();
  router.get('/storage/:bucket/:name', async (req, res, next) => {
    const { bucket, name } = req.params;
    if (!isBucket(bucket) || !PUBLIC_BUCKETS.has(bucket)) return void res.status(404).end();
    try {
      const object = await storage.get(`${bucket}/${name}`);
      if (!object) return void res.status(404).end();
      res.setHeader('Content-Type', object.contentType);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', `public, max-age=${UPLOAD_CACHE_SECONDS}`);
      res.end(object.body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
