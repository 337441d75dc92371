/**
 * SIGTERM under load, on both databases, with the real server process:
 * keep-alive clients reading and counting views without pause, and idle
 * keep-alive connections that send a request during the drain. No request
 * that reached the server is reset, and every view it answered is stored.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase, executeRows } from '../src/db/client';
import { createScratchDatabase, TEST_DATABASES, type ScratchDatabase } from './databases';
import { spawnServer } from './instances';
import { freeLoopbackPort } from './smtpSink';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LIST = 'query DrainList { articles(input: { page: 1 }) { items { __typename id views } } }';

interface Answer {
  status: number;
  body: string;
  closes: boolean;
}

/** One request on the agent's connections; rejects with the socket error when it is not answered. */
function send(agent: http.Agent, url: string, init: { method?: string; body?: string; from?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
    if (init.from) headers['x-forwarded-for'] = init.from;
    const req = http.request(url, { method: init.method ?? 'GET', agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, closes: res.headers.connection === 'close' }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error);

describe.each(TEST_DATABASES)('SIGTERM under load on %s', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-drain-'));
  let scratch: ScratchDatabase | undefined;
  afterAll(async () => {
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request sent on an open connection, idle ones included, and stores every view it answered', async () => {
    if (kind === 'postgres') scratch = await createScratchDatabase();
    const port = await freeLoopbackPort();
    const url = `http://127.0.0.1:${port}`;
    const { child } = await spawnServer('drained server', ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: scratch?.url ?? '',
        // Each visit names its own address, as Caddy would (one proxy in front).
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        DEMO_CONTENT: 'true',
      },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const busy = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const idle = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const listed = JSON.parse((await send(busy, `${url}/graphql?query=${encodeURIComponent(LIST)}`)).body) as {
      data: { articles: { items: { id: string; views: number }[] } };
    };
    const article = listed.data.articles.items[0]!;
    // Ten connections opened, then left idle until the drain.
    await Promise.all(Array.from({ length: 10 }, () => send(idle, `${url}/healthz`)));
    expect(Object.values(idle.freeSockets).flat()).toHaveLength(10);

    let visitor = 0;
    let stopped = false;
    const answeredViews: number[] = [];
    const resets: string[] = [];
    /** A reader that never pauses: a page, then its view from a new address, until the server stops taking connections. */
    const reader = async () => {
      while (!stopped) {
        try {
          await send(busy, `${url}/graphql?query=${encodeURIComponent(LIST)}`);
          visitor += 1;
          const from = `198.51.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
          const body = JSON.stringify({ query: `mutation { recordView(contentType: ARTICLE, id: "${article.id}") }` });
          const viewed = await send(busy, `${url}/graphql`, { method: 'POST', body, from });
          if (viewed.status === 200 && JSON.parse(viewed.body).data?.recordView) answeredViews.push(visitor);
        } catch (error) {
          // Refused: the listener is closed, so the request never reached the server. Anything else is a reset.
          if (errorCode(error) !== 'ECONNREFUSED') resets.push(errorCode(error));
          return;
        }
      }
    };
    const readers = Array.from({ length: 8 }, reader);
    // Under way, with views waiting in the buffer (written every few seconds).
    await expect.poll(() => answeredViews.length, { timeout: 30_000, interval: 20 }).toBeGreaterThan(50);
    child.kill('SIGTERM');
    await expect.poll(() => output.includes('shutting down'), { timeout: 30_000, interval: 5 }).toBe(true);
    // The idle connections speak during the drain, spread over three seconds (inside the 5 s keep-alive timeout).
    const late = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 300));
        return send(idle, `${url}/healthz`).catch((error: unknown) => errorCode(error));
      }),
    );
    stopped = true;
    await Promise.all(readers);
    busy.destroy();
    idle.destroy();

    expect(resets).toEqual([]);
    // Answered as draining (so a load balancer sends the next ones elsewhere), and closed after.
    expect(late.map((answer) => (typeof answer === 'string' ? answer : `${answer.status} ${answer.closes}`))).toEqual(
      Array(10).fill('503 true'),
    );
    expect(await exited).toBe(0);

    // Every view it answered for a new address was written before it exited.
    const database = await createDatabase(
      kind === 'postgres' ? { databaseUrl: scratch!.url } : { pgliteDir: path.join(dataDir, 'pglite') },
    );
    try {
      const [row] = await executeRows<{ views: number }>(
        database.db,
        sql`select views from articles where id = ${Number(article.id)}`,
      );
      const stored = Number(row?.views);
      expect(stored).toBe(article.views + answeredViews.length);
    } finally {
      await database.close();
    }
  }, 180_000);
});
