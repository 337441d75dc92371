/**
 * A pooled connection can die while idle (the database restarted, an admin or
 * a pooler closed it) and the client only learns so when it writes the next
 * statement. Reads are then tried again until they get a live connection;
 * writes never are, because nobody can tell whether the lost one was applied.
 */
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, skipWithoutPostgres, type ScratchDatabase } from '../../test/databases';
import { createDatabase, type DatabaseHandle } from './client';

const notes = pgTable('notes', { id: serial('id').primaryKey(), body: text('body').notNull() });

/** A TCP relay to Postgres that can drop its connections the moment the client next writes. */
async function startRelay(target: URL) {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket; cutOnWrite: boolean }>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair = { client, upstream, cutOnWrite: false };
    pairs.add(pair);
    client.on('data', (chunk) => {
      if (pair.cutOnWrite) {
        client.destroy();
        upstream.destroy();
      } else upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', forget).on('error', forget);
    upstream.on('close', forget).on('error', forget);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    /** The connections open now die, unseen by the client, on its next write. */
    loseOpenConnections: () => pairs.forEach((pair) => (pair.cutOnWrite = true)),
    close: () => {
      pairs.forEach((pair) => pair.client.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(skipWithoutPostgres('a connection lost while idle'))('a connection lost while idle', () => {
  let scratch: ScratchDatabase;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let handle: DatabaseHandle;
  let direct: postgres.Sql;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    direct = postgres(scratch.url, { max: 1, onnotice: () => {} });
    await direct.unsafe('create table notes (id serial primary key, body text not null)');
    await direct.unsafe("insert into notes (body) values ('primera')");
    relay = await startRelay(new URL(scratch.url));
  });
  afterEach(async () => {
    await handle?.close();
  });
  afterAll(async () => {
    await direct?.end();
    await relay?.close();
    await scratch?.drop();
  });

  async function connectedPool(size = 1) {
    handle = await createDatabase({ databaseUrl: relay.url, maxConnections: size });
    // Concurrent statements make the pool open all its connections.
    await Promise.all(Array.from({ length: size }, () => handle.db.execute(sql`select pg_sleep(0.05)`)));
    relay.loseOpenConnections();
  }

  it('retries a query-builder read on a new connection', async () => {
    await connectedPool();
    const rows = await handle.db.select({ body: notes.body }).from(notes);
    expect(rows).toEqual([{ body: 'primera' }]);
  });

  it('retries a raw read on a new connection', async () => {
    await connectedPool();
    const result = await handle.db.execute(sql`select count(*)::int as total from notes`);
    // postgres.js returns the rows as an array.
    expect(Array.from(result as unknown as Iterable<unknown>)).toEqual([{ total: 1 }]);
  });

  it('keeps trying while the connections it gets turn out dead, one try per pooled connection', async () => {
    await connectedPool(3);
    const rows = await handle.db.select({ body: notes.body }).from(notes);
    expect(rows).toEqual([{ body: 'primera' }]);
  });

  it('does not retry a write, and reports the lost connection', async () => {
    await connectedPool();
    await expect(handle.db.insert(notes).values({ body: 'segunda' })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: 'CONNECTION_CLOSED' }),
    });
    expect(await direct`select body from notes order by id`).toEqual([{ body: 'primera' }]);
  });
});
