/**
 * Requests Node's HTTP parser refuses before any handler sees them: a request
 * line or headers past its 16 KB limit (a runaway link, a hand-made GraphQL
 * GET, a browser carrying too many cookies), a malformed request, one that
 * took too long to arrive. Node's own answer is an empty 431, 400 or 408 and
 * an immediate destroy, so a client still sending the rest of a long request
 * met a reset instead of the answer (2 to 7 of 10 GET requests with a 100 to
 * 300 KB address, against the built server; web/e2e/fuzz.e2e.ts found it).
 *
 * Here the answer says what happened in Spanish (unless the request may be
 * a HEAD, whose client would take the text for the next answer), and the
 * connection closes as nginx's lingering close does: the server's side ends,
 * what the client still sends is read and dropped (Node's parser keeps
 * reading and refusing it), and the socket is cut LINGER_MS later at most.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '../logger';
import { REQUEST_MESSAGES } from './graphqlEndpoint';

/** Long enough for a client on a slow link to finish sending a few hundred KB and read the answer. */
const LINGER_MS = 5_000;

interface Refusal {
  status: number;
  message: string;
}

function refusalFor(code: string | undefined): Refusal {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: REQUEST_MESSAGES.tooLong };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: REQUEST_MESSAGES.tooLarge };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: REQUEST_MESSAGES.timeout };
    default:
      return { status: 400, message: REQUEST_MESSAGES.invalid };
  }
}

/** Methods whose answer may carry a body: a HEAD's may not, and one read as a body breaks the client. */
const METHODS_WITH_BODY = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Whether the refused request is known not to be a HEAD: the parser stops
 * before it exposes the method, but error.rawPacket (documented for
 * 'clientError') holds the chunk it was reading, which starts with the
 * request line when the request began in it. Otherwise no body is sent.
 */
function mayCarryBody(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  const start = rawPacket.subarray(0, 8).toString('latin1');
  return METHODS_WITH_BODY.some((method) => start.startsWith(`${method} `));
}

function rawAnswer({ status, message }: Refusal, withBody: boolean): string {
  const body = withBody ? `${message}\n` : '';
  return [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Answers the parser's refusals on `server` (installed once, before it listens). */
export function answerClientErrors(server: http.Server, logger?: Logger): void {
  // The responses under way on a socket (pipelined requests queue theirs): once one has sent its
  // headers, another answer would land inside it.
  const answering = new WeakMap<Socket, Set<http.ServerResponse>>();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const responses = answering.get(req.socket) ?? new Set<http.ServerResponse>();
    answering.set(req.socket, responses.add(res));
    res.once('close', () => responses.delete(res));
  });
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket) => {
    // Already answered: the parser refuses each later chunk too, and the chunk is dropped.
    if (!socket.writable) return;
    const responses = [...(answering.get(socket) ?? [])];
    if (error.code === 'ECONNRESET' || responses.some((res) => res.headersSent)) {
      socket.destroy();
      return;
    }
    const refusal = refusalFor(error.code);
    logger?.info({ status: refusal.status, code: error.code }, 'request refused by the HTTP parser');
    socket.end(rawAnswer(refusal, mayCarryBody(error.rawPacket)));
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}
