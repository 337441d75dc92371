/**
 * /healthz answers promptly whatever the database does: a ping that never settles
 * (the database refusing connections while postgres.js waits on its connect timeout)
 * gets a 503 once PING_WITHIN_MS has passed, not a request that hangs.
 */
import type { Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { healthHandler, PING_WITHIN_MS } from './health';

function answer() {
  const sent: { status: number; body?: unknown } = { status: 200 };
  const res = {
    setHeader: () => res,
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
  };
  return { res: res as unknown as Response, sent };
}

const database = (ping: () => Promise<void>) => ({ kind: 'postgres', ping }) as unknown as DatabaseHandle;

describe('/healthz', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 200 when the database answers', async () => {
    const { res, sent } = answer();
    await healthHandler(
      database(async () => {}),
      () => false,
    )({} as Request, res);
    expect(sent).toEqual({ status: 200, body: { status: 'ok', database: 'postgres' } });
  });

  it('answers 503 when the ping fails', async () => {
    const { res, sent } = answer();
    await healthHandler(
      database(() => Promise.reject(new Error('refused'))),
      () => false,
    )({} as Request, res);
    expect(sent).toEqual({ status: 503, body: { status: 'unavailable' } });
  });

  it('answers 503 once the ping has not answered within its bound', async () => {
    vi.useFakeTimers();
    const { res, sent } = answer();
    const handled = healthHandler(
      database(() => new Promise(() => {})),
      () => false,
    )({} as Request, res);
    await vi.advanceTimersByTimeAsync(PING_WITHIN_MS - 1);
    expect(sent.body).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await handled;
    expect(sent).toEqual({ status: 503, body: { status: 'unavailable' } });
  });

  it('answers 503 while the server shuts down', async () => {
    const { res, sent } = answer();
    await healthHandler(
      database(async () => {}),
      () => true,
    )({} as Request, res);
    expect(sent).toEqual({ status: 503, body: { status: 'shutting-down' } });
  });
});
