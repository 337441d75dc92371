/**
 * Graceful shutdown of the HTTP server: stop accepting connections, answer
 * every request already received or still to come on an open connection,
 * then let the process exit.
 *
 * http.Server#close (Node 19+), and Apollo's drain plugin built on it, close
 * every idle keep-alive connection at once; closing them after a short grace
 * did the same a second later. Either way a request a client had just sent on
 * one was reset unanswered (1–17 of 30 in 5 of 6 runs on PGlite, whose busy
 * event loop reads sockets late). Here only the listener closes. An open
 * connection closes after its next answer, which says `Connection: close`
 * (app.ts), or when it has been idle for the server's keep-alive timeout, as
 * it would without a shutdown: the drain adds no race a client does not
 * already handle. After the timeout whatever remains is cut.
 */
import type http from 'node:http';
import net from 'node:net';

export interface DrainOptions {
  /** When to cut connections that are still open (a request still running, a client that never lets go). */
  timeoutMs: number;
}

export const DRAIN_DEFAULTS: DrainOptions = { timeoutMs: 15_000 };

/** Resolves once every connection has closed. */
export function drainHttpServer(server: http.Server, options: DrainOptions = DRAIN_DEFAULTS): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), options.timeoutMs);
    // net.Server's close: stop listening; the callback runs when the last connection has closed.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(cut);
      resolve();
    });
  });
}
