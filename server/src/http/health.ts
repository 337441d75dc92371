import type { Request, Response } from 'express';
import type { DatabaseHandle } from '../db/client';

/** 200 when the database answers, 503 otherwise (load balancers take the instance out). */
export function healthHandler(database: DatabaseHandle, isShuttingDown: () => boolean) {
  return async (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    if (isShuttingDown()) return void res.status(503).json({ status: 'shutting-down' });
    try {
      await database.ping();
      res.json({ status: 'ok', database: database.kind });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  };
}
