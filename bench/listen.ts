import type http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  url: string;
  /** Stops listening and drops kept-alive connections (the load client leaves them open). */
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 and a free port: the bench's traffic never leaves the machine. */
export async function listenOnFreePort(server: http.Server): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
