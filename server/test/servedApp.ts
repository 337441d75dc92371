/**
 * A file's own unseeded PGlite app served over HTTP: started before the
 * file's tests, closed after them. For tests that only send requests.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { startHttp } from './http';

export interface ServedApp {
  /** The server's base URL, once started. */
  readonly url: string;
}

export function useServedApp(): ServedApp {
  let app: TestApp | undefined;
  let server: Awaited<ReturnType<typeof startHttp>> | undefined;
  beforeAll(async () => {
    app = await createTestApp('pglite', { seed: false });
    server = await startHttp(app);
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
  });
  return {
    get url() {
      if (!server) throw new Error('useServedApp: the server starts in beforeAll');
      return server.url;
    },
  };
}
