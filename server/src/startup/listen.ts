/**
 * Binds the HTTP port, turning the reasons it can fail into one line each. Without an
 * 'error' listener a port in use ended the process with Node's "Unhandled 'error'
 * event" and a stack.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { StartupError } from './failure';

function reason(error: NodeJS.ErrnoException, port: number, host: string): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `Port ${port} on ${host} is already in use (EADDRINUSE): another program listens there. Stop it, or set PORT to a free port.`;
    case 'EACCES':
      return `Port ${port} on ${host} needs privileges this user lacks (EACCES): set PORT to 1024 or above.`;
    case 'EADDRNOTAVAIL':
      return `HOST ${host} is not an address of this machine (EADDRNOTAVAIL): set HOST to one of its addresses, or 0.0.0.0.`;
    default:
      return `Cannot listen on ${host}:${port} (${error.code ?? 'error'}): ${error.message}`;
  }
}

/** Resolves with the bound port once `server` listens; rejects with a StartupError. */
export function listenOrFail(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(new StartupError(reason(error, port, host)));
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}
