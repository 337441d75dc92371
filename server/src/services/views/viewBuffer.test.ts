/**
 * The view buffer on both databases: several buffers (instances) writing to
 * one database count exactly as one, a failed write loses nothing, and a
 * flood is bounded.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertArticle } from '../../../test/contentFactory';
import { TEST_DATABASES } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Database } from '../../db/client';
import { articles } from '../../db/schema';
import { createLogger } from '../../logger';
import { addressKey } from '../visitors';
import { recordView } from './recordView';
import { MAX_ADDRESS_ITEMS, ViewBuffer, type BufferedView } from './viewBuffer';

const silent = createLogger('silent');

const view = (contentId: number, visitor: string, address: string): BufferedView => ({
  contentType: 'article',
  contentId,
  visitor,
  subject: `${addressKey(address)}|article:${contentId}`,
});

describe.each(TEST_DATABASES)('the view buffer on %s', (kind) => {
  let app: TestApp;
  let db: Database;
  const stored = async (id: number) =>
    (await db.select({ views: articles.views }).from(articles).where(eq(articles.id, id)))[0]?.views;

  /** Another instance's buffer on the same database and the same page cache signal. */
  const newBuffer = (database: Database, logger = silent) =>
    new ViewBuffer(database, logger, app.runtime.services.publicCache.store);

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
    db = app.runtime.services.db;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts as one database when two instances buffer the same visitors and write at once', async () => {
    const article = await insertArticle(db, { views: 5 });
    const [a, b] = [newBuffer(db), newBuffer(db)];
    // 60 readers; each is seen by both instances (her phone, then her laptop on another connection).
    for (let i = 0; i < 60; i += 1) {
      a.add(view(article.id, `reader-${i}`, `198.51.100.${i}`));
      b.add(view(article.id, `reader-${i}`, `203.0.113.${i}`));
    }
    expect(a.pendingFor('article', article.id)).toBe(60);
    const written = await Promise.all([a.flush(), b.flush()]);
    expect(written[0]! + written[1]!).toBe(60);
    expect(await stored(article.id)).toBe(65);
    expect(a.pendingFor('article', article.id)).toBe(0);
  });

  it('lets the next visitor from an address count when the first was counted elsewhere', async () => {
    const article = await insertArticle(db, { views: 0 });
    const [a, b] = [newBuffer(db), newBuffer(db)];
    a.add(view(article.id, 'mother', '198.51.100.200'));
    await a.flush();
    // At home: the mother again (counted already), then her son, on one connection.
    b.add(view(article.id, 'mother', '203.0.113.200'));
    b.add(view(article.id, 'son', '203.0.113.200'));
    // A third member of the household within the window adds nothing: the address's view is the son's.
    b.add(view(article.id, 'father', '203.0.113.200'));
    expect(await b.flush()).toBe(1);
    expect(await stored(article.id)).toBe(2);
  });

  it('keeps a batch whose write failed and writes it, once, with the next', async () => {
    const article = await insertArticle(db, { views: 0 });
    let failures = 1;
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'transaction' && failures > 0) {
          failures -= 1;
          return () => Promise.reject(new Error('connection lost'));
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const buffer = newBuffer(flaky);
    buffer.add(view(article.id, 'first', '198.51.100.210'));
    await expect(buffer.flush()).rejects.toThrow('connection lost');
    expect(buffer.pendingFor('article', article.id)).toBe(1);
    buffer.add(view(article.id, 'second', '198.51.100.211'));
    buffer.add(view(article.id, 'first', '198.51.100.212'));
    expect(await buffer.flush()).toBe(2);
    expect(await stored(article.id)).toBe(2);
  });

  it('shows a visitor the right total while a write is committing', async () => {
    const article = await insertArticle(db, { views: 40 });
    // A write that JavaScript hears of 100 ms after Postgres has committed it.
    const slow = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<Database['transaction']>) => {
          const result = await target.transaction(...args);
          await new Promise((resolve) => setTimeout(resolve, 100));
          return result;
        };
      },
    });
    const buffer = newBuffer(slow);
    const request = (visitor: string, address: string) => ({
      contentType: 'article' as const,
      id: article.id,
      visitor,
      address,
    });
    expect(await recordView(buffer, request('early', '198.51.100.220'))).toBe(41);
    const writing = buffer.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await recordView(buffer, request('meanwhile', '198.51.100.221'))).toBe(42);
    await writing;
    expect(await recordView(buffer, request('after', '198.51.100.222'))).toBe(43);
    await buffer.flush();
    expect(await stored(article.id)).toBe(43);
  });

  it('does not show a repeat within the window as one more view once the database has counted her', async () => {
    const article = await insertArticle(db, { views: 7 });
    const buffer = newBuffer(db);
    const request = (visitor: string, address: string) => ({
      contentType: 'article' as const,
      id: article.id,
      visitor,
      address,
    });
    expect(await recordView(buffer, request('reader', '198.51.100.230'))).toBe(8);
    await buffer.flush();
    // Her again, and her household: neither counts, so neither is shown as one more.
    expect(await recordView(buffer, request('reader', '198.51.100.231'))).toBe(8);
    expect(await recordView(buffer, request('brother', '198.51.100.230'))).toBe(8);
    expect(await recordView(buffer, request('neighbour', '198.51.100.232'))).toBe(9);
    await buffer.flush();
    expect(await stored(article.id)).toBe(9);
  });

  it('is bounded: past MAX_ADDRESS_ITEMS pairs it drops views and says so once per write', async () => {
    const warn = vi.fn();
    const logger = { ...silent, warn } as unknown as typeof silent;
    const writes: number[] = [];
    const counting = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'transaction')
          return async () => {
            writes.push(1);
            return { counted: 0, items: [], known: [] };
          };
        return Reflect.get(target, property, receiver);
      },
    });
    const buffer = newBuffer(counting, logger);
    for (let i = 0; i < MAX_ADDRESS_ITEMS + 10; i += 1)
      buffer.add(view(1, `flood-${i}`, `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`));
    expect(buffer.size).toBe(MAX_ADDRESS_ITEMS);
    // One address sending a new cookie per call adds a few candidates, then nothing.
    const script = newBuffer(counting, logger);
    for (let i = 0; i < 1_000; i += 1) script.add(view(2, `cookie-${i}`, '192.0.2.99'));
    expect(script.size).toBe(1);
    await buffer.flush();
    expect(writes).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ dropped: 10 });
  });
});
