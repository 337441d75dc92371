/**
 * Graceful shutdown of the HTTP server: stop accepting connections, answer
 * every request already received, then let the process exit.
 *
 * http.Server#close (Node 19+), and Apollo's drain plugin built on it, also
 * close every idle keep-alive connection at once, so a request a client had
 * just sent on one was reset unanswered. Here the listener closes alone; for
 * a grace period idle connections stay open, and any request arriving on
 * them is answered with `Connection: close` (app.ts); afterwards idle
 * connections are closed as they become idle, and after the timeout whatever
 * remains is cut.
 */
import type http from 'node:http';
import net from 'node:net';

export interface DrainOptions {
  /** How long idle keep-alive connections may still bring a request. */
  idleGraceMs: number;
  /** When to cut connections that are still busy. */
  timeoutMs: number;
}

export const DRAIN_DEFAULTS: DrainOptions = { idleGraceMs: 1_000, timeoutMs: 15_000 };

/** Resolves once every connection has closed. */
export function drainHttpServer(server: http.Server, options: DrainOptions = DRAIN_DEFAULTS): Promise<void> {
  return new Promise((resolve) => {
    let sweep: NodeJS.Timeout | undefined;
    const grace = setTimeout(() => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), 100);
    }, options.idleGraceMs);
    const cut = setTimeout(() => server.closeAllConnections(), options.timeoutMs);
    // net.Server's close: stop listening; the callback runs when the last connection has closed.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(grace);
      clearTimeout(cut);
      clearInterval(sweep);
      resolve();
    });
  });
}
