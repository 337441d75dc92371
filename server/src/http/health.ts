import type { Request, Response } from 'express';
import type { DatabaseHandle } from '../db/client';

/**
 * How long /healthz waits for the database. A ping can otherwise wait on postgres.js's
 * connect timeout (30 s) for every connection it retries while the database refuses them:
 * CI saw /healthz answer nothing for over 120 s. A load balancer needs a prompt 503 to
 * take the instance out, not a hung request.
 */
export const PING_WITHIN_MS = 5_000;

/** Resolves when the ping does, rejects when it fails or has not answered within PING_WITHIN_MS. */
async function pingWithin(database: DatabaseHandle, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`database ping took over ${ms} ms`)), ms);
  });
  try {
    await Promise.race([database.ping(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** 200 when the database answers, 503 otherwise (load balancers take the instance out). */
export function healthHandler(database: DatabaseHandle, isShuttingDown: () => boolean) {
  return async (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    if (isShuttingDown()) return void res.status(503).json({ status: 'shutting-down' });
    try {
      await pingWithin(database, PING_WITHIN_MS);
      res.json({ status: 'ok', database: database.kind });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  };
}
