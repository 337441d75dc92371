/**
 * Server renders that the page cache could not answer, a few at a time, in
 * arrival order. Under a burst of uncached pages every render used to start
 * at once: each took its turn on the one thread among all the others, so
 * every answer came late and the unluckiest waited more than 10 s. Now at
 * most `concurrency` renders run (about one per core: a render is mostly
 * CPU, the rest waits on the database), the next ones wait first in, first
 * out, and a request that would wait past the queue's bound, or has waited
 * `waitLimitMs`, is refused at once (http/ssr.ts answers 503 with
 * Retry-After) instead of being held for seconds. Cached pages never come
 * here: http/app.ts answers them before Express.
 */
import type { ServerResponse } from 'node:http';
import { REQUEST_MESSAGES } from './graphqlEndpoint';

/** How long a request may wait for a render slot before it is refused. */
export const RENDER_WAIT_LIMIT_MS = 2_000;

/** Why a render was refused: the queue was full when it arrived, or it waited too long. */
export class RenderQueueFull extends Error {
  constructor(readonly reason: 'full' | 'waited') {
    super(reason === 'full' ? 'the render queue is full' : 'waited too long for a render slot');
    this.name = 'RenderQueueFull';
  }
}

export interface RenderQueueOptions {
  /** Renders running at once (at least 1). */
  concurrency: number;
  /** Requests waiting at most; one more is refused. */
  queueLimit: number;
  /** RENDER_WAIT_LIMIT_MS unless a test wants another. */
  waitLimitMs?: number;
}

interface Waiter {
  start(): void;
  refuse(error: unknown): void;
}

/** Gives a render slot back; calling it again does nothing. */
export type Release = () => void;

export class RenderQueue {
  private running = 0;
  private readonly waiters: Waiter[] = [];
  private readonly concurrency: number;
  private readonly queueLimit: number;
  private readonly waitLimitMs: number;

  constructor({ concurrency, queueLimit, waitLimitMs = RENDER_WAIT_LIMIT_MS }: RenderQueueOptions) {
    this.concurrency = Math.max(1, concurrency);
    this.queueLimit = Math.max(0, queueLimit);
    this.waitLimitMs = waitLimitMs;
  }

  /** Requests waiting for a slot. */
  get waiting(): number {
    return this.waiters.length;
  }

  /** Renders running. */
  get active(): number {
    return this.running;
  }

  /**
   * A render slot, once one is free and every request that came before has
   * had its own. Rejects with RenderQueueFull (full, or waited too long), or
   * with the signal's reason when the client leaves while waiting.
   */
  acquire(signal?: AbortSignal): Promise<Release> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    if (this.running < this.concurrency && this.waiters.length === 0) return Promise.resolve(this.take());
    if (this.waiters.length >= this.queueLimit) return Promise.reject(new RenderQueueFull('full'));
    return new Promise<Release>((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const index = this.waiters.indexOf(waiter);
        if (index >= 0) this.waiters.splice(index, 1);
      };
      const waiter: Waiter = {
        start: () => {
          leave();
          resolve(this.take());
        },
        refuse: (error) => {
          leave();
          reject(error);
        },
      };
      const onAbort = () => waiter.refuse(signal?.reason);
      const timer = setTimeout(() => waiter.refuse(new RenderQueueFull('waited')), this.waitLimitMs);
      timer.unref();
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
    });
  }

  /** Counts a slot taken now, and the release that hands it to the first in line. */
  private take(): Release {
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      if (this.running < this.concurrency) this.waiters[0]?.start();
    };
  }
}

/**
 * Waits for a render slot for this request; the slot goes back when the
 * response closes, however it ends. False when it got none: the queue was
 * full or it waited too long (answered here: 503 with Retry-After), or its
 * client left meanwhile.
 */
export async function renderSlot(renders: RenderQueue, res: ServerResponse): Promise<boolean> {
  const left = new AbortController();
  let closed = false;
  const onClose = () => {
    closed = true;
    left.abort(new Error('the client left while waiting for a render'));
  };
  res.once('close', onClose);
  let release: Release;
  try {
    release = await renders.acquire(left.signal);
  } catch (error) {
    if (error instanceof RenderQueueFull && !res.headersSent) sendBusy(res);
    return false;
  } finally {
    res.off('close', onClose);
  }
  // Gone between getting the slot and now: nobody to render for, and no 'close' to come.
  if (closed) {
    release();
    return false;
  }
  res.once('close', release);
  return true;
}

/** Seconds a refused visitor is asked to wait: renders are tens of milliseconds, a burst a few seconds. */
export const RETRY_AFTER_SECONDS = 2;

function sendBusy(res: ServerResponse): void {
  const body = REQUEST_MESSAGES.busy;
  res.statusCode = 503;
  res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
