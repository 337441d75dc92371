/**
 * PGlite runs statements on this thread: without a turn of the event loop
 * before each, a server render on PGlite ran whole inside one socket callback
 * and a burst of them starved every other request (pgliteTurns.ts,
 * yieldTurnsBetweenStatements). Order of callbacks, not time, shows the turn.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './client';

describe('PGlite statements and the event loop', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createDatabase({ pgliteDir: 'memory://' });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('lets callbacks already waiting for the loop run before a statement answers', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('waiting callback'));
    await handle.db.execute(sql`select 1`);
    order.push('statement answered');
    expect(order).toEqual(['waiting callback', 'statement answered']);
  });

  it('gives the loop a turn between the statements of one request', async () => {
    const order: string[] = [];
    const request = (async () => {
      await handle.db.execute(sql`select 1`);
      order.push('first statement');
      await handle.db.execute(sql`select 2`);
      order.push('second statement');
    })();
    // Arrives while the request runs, as another socket's data would.
    setImmediate(() => setImmediate(() => order.push('other request')));
    await request;
    expect(order).toEqual(['first statement', 'other request', 'second statement']);
  });
});
