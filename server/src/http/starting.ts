/**
 * What the port answers while the server prepares its database (migrations, a first
 * seeding, the admin account): 503 with Retry-After, /healthz included. The port is
 * bound before that work, so a port in use stops the start before anything is written,
 * and the port stays this process's from then on (a check-then-release would leave a
 * window for another program to take it). A visitor, a load balancer or the image's
 * HEALTHCHECK meets "starting", not a refused connection.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const STARTING_MESSAGE = 'El sitio se está iniciando. Vuelve a intentarlo en unos segundos.';

export function answerWhileStarting(req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  const health = /^\/healthz(\?|$)/.test(req.url ?? '');
  res.writeHead(503, {
    'Content-Type': health ? 'application/json' : 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': '5',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(health ? JSON.stringify({ status: 'starting' }) : STARTING_MESSAGE);
}
