/**
 * The page cache's signal on a real database (PGlite and Postgres): the
 * triggers cacheRules.ts declares announce every change a public page could show,
 * the cache applies it, and a mutation's answer waits until it has.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { sql } from 'drizzle-orm';
import { parse } from 'graphql';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { ADMIN_USER, createTestApp, type TestApp } from '../../../test/harness';
import { executeRows, type Unlisten } from '../../db/client';
import { users } from '../../db/schema';
import type { CachedAnswer } from './store';
import { COUNTER_REFRESH_MS, PUBLIC_CACHE_CHANNEL } from './publicCache';
import { parseTableChange, type TableChange } from './tags';

function document<TData = Record<string, unknown>>(text: string) {
  return parse(text) as unknown as TypedDocumentNode<TData, Record<string, unknown>>;
}

const UpdateTitle = document(
  `mutation ($id: ID!, $input: ArticleInput!) { updateArticle(id: $id, input: $input) { id } }`,
);
const ReadBrand = document<{ siteConfiguration: { value: string | null }[] }>(
  `query { siteConfiguration(keys: ["home_hero_title"]) { value } }`,
);
const SaveBrand = document(
  `mutation ($value: String) { saveSiteConfiguration(changes: [{ key: "home_hero_title", value: $value }]) { key } }`,
);
const Rate = document(`mutation ($id: ID!) { rateContent(contentType: ARTICLE, id: $id, rating: 5) { count } }`);

function answer(text: string): CachedAnswer {
  return { status: 200, headers: [], body: Buffer.from(text), etag: 'W/"t"', encoded: new Map() };
}

describe.each(TEST_DATABASES)('the page cache signal on %s', (kind) => {
  let app: TestApp;
  let unlisten: Unlisten;
  const changes: TableChange[] = [];
  const payloads: string[] = [];

  beforeAll(async () => {
    app = await createTestApp(kind);
    await app.runtime.services.db
      .insert(users)
      .values({ id: ADMIN_USER.id, email: ADMIN_USER.email, passwordHash: 'x' });
    unlisten = await app.runtime.database.listen(
      PUBLIC_CACHE_CHANNEL,
      (payload) => {
        payloads.push(payload);
        const change = parseTableChange(payload);
        if (change) changes.push(change);
      },
      { onConnected: () => {}, onLost: () => {} },
    );
  }, 120_000);
  afterAll(async () => {
    await unlisten?.();
    await app?.close();
  });

  /** Runs `write` and returns the changes announced for it (one statement each). */
  async function announced(write: () => Promise<unknown>, expected: number): Promise<TableChange[]> {
    changes.length = 0;
    await write();
    await vi.waitFor(() => expect(changes.length).toBeGreaterThanOrEqual(expected));
    return [...changes];
  }

  it('announces an edit, a counter-only change, a bulk insert and a truncate', async () => {
    const db = app.runtime.services.db;
    expect(await announced(() => db.execute(sql`update articles set title = title || '!' where id = 1`), 1)).toEqual([
      { table: 'articles', ids: [1], counters: false },
    ]);
    expect(await announced(() => db.execute(sql`update articles set views = views + 1 where id = 2`), 1)).toEqual([
      { table: 'articles', ids: [2], counters: true },
    ]);
    // A rating moves the rating totals and the average Postgres derives from them: still counters only.
    const rating = sql`insert into ratings (content_type, content_id, rating, user_identifier) values ('article', 2, 4, 'cache-test')`;
    expect(await announced(() => db.execute(rating), 1)).toEqual([{ table: 'articles', ids: [2], counters: true }]);
    const bulk = await announced(
      () => db.execute(sql`insert into categories (name) select 'Bulk ' || n from generate_series(1, 101) as n`),
      1,
    );
    expect(bulk).toEqual([{ table: 'categories', ids: null, counters: false }]);
    expect(await announced(() => db.execute(sql`truncate puzzle_words`), 1)).toEqual([
      { table: 'puzzle_words', ids: null, counters: false },
    ]);
  });

  it('announces nothing for a statement that changed no row', async () => {
    const db = app.runtime.services.db;
    changes.length = 0;
    await db.execute(sql`update articles set title = 'x' where id = -1`);
    // Notifications arrive in commit order: once this marker is here, anything the statement
    // sent would be too. (The cache ignores 'echo:' messages that are not its own.)
    await app.runtime.database.notify(PUBLIC_CACHE_CHANNEL, 'echo:marker');
    await vi.waitFor(() => expect(payloads).toContain('echo:marker'));
    expect(changes).toEqual([]);
  });

  it('refreshes a visitor’s rating within COUNTER_REFRESH_MS, and only the pages that show the item', async () => {
    const { store } = app.runtime.services.publicCache;
    store.put('/articulos/1', answer('article one'), ['Article:1', 'Query.article'], store.begin());
    store.put('/articulos', answer('the list'), ['Article:3', 'Query.articles'], store.begin());

    const rated = await app.execute(Rate, { id: '1' }, { visitorId: 'visitor-0000-0000-0000-000000000001' });
    expect(rated.errors).toBeUndefined();
    await app.runtime.services.publicCache.settle();
    // Heard, and kept until the next refresh: a shared article is not rendered again per rating.
    expect(store.get('/articulos/1')).toBeDefined();
    await vi.waitFor(() => expect(store.get('/articulos/1')).toBeUndefined(), {
      timeout: COUNTER_REFRESH_MS + 1_000,
      interval: 50,
    });
    // A rating changes the item's figures only: a list without the item stays.
    expect(store.get('/articulos')).toBeDefined();
  });

  it('has applied an owner’s edit by the time her mutation answers', async () => {
    const { store } = app.runtime.services.publicCache;
    store.put('/juegos', answer('games'), ['Query.siteConfiguration'], store.begin());
    store.put('/articulos/1', answer('article one'), ['Article:1', 'Query.article'], store.begin());
    const [category] = await executeRows<{ id: number }>(
      app.runtime.services.db,
      sql`select min(id) as id from categories`,
    );
    const input = {
      title: 'Título nuevo',
      summary: 'Resumen',
      content: '<p>Texto</p>',
      status: 'BORRADOR',
      categoryId: String(category?.id),
      categoryPosition: 'TOP_RIGHT',
    };
    const updated = await app.execute(UpdateTitle, { id: '3', input }, { user: ADMIN_USER });
    expect(updated.errors).toBeUndefined();
    expect(store.get('/articulos')).toBeUndefined();
    // Exactly what the edit touched: another article's page and the games page stay.
    expect(store.get('/articulos/1')?.body.toString()).toBe('article one');
    expect(store.get('/juegos')?.body.toString()).toBe('games');
  });

  it('reads the site configuration from the database once between changes, and the next read after one', async () => {
    const statements = vi.spyOn(app.runtime.services.db, 'select');
    const read = async () => (await app.execute(ReadBrand, {})).data?.siteConfiguration[0]?.value;
    const before = await read();
    statements.mockClear();
    expect(await read()).toBe(before);
    expect(statements).not.toHaveBeenCalled();

    const saved = await app.execute(SaveBrand, { value: 'Crecer juntos' }, { user: ADMIN_USER });
    expect(saved.errors).toBeUndefined();
    expect(await read()).toBe('Crecer juntos');
    // A write from outside the app (psql, a restore) reaches it through the trigger's signal too.
    await app.runtime.services.db.execute(
      sql`update site_configurations set config_value = 'Desde psql' where config_key = 'home_hero_title'`,
    );
    await app.runtime.services.publicCache.settle();
    expect(await read()).toBe('Desde psql');
    statements.mockRestore();
  });
});

describe.skipIf(!TEST_DATABASES.includes('postgres'))('the page cache when its listening connection is lost', () => {
  let app: TestApp;
  beforeAll(async () => void (app = await createTestApp('postgres')), 120_000);
  afterAll(async () => app?.close());

  it('serves nothing from the moment the connection closes until it listens again, then starts empty', async () => {
    const { store } = app.runtime.services.publicCache;
    await vi.waitFor(() => expect(store.listening).toBe(true));
    store.put('/articulos/1', answer('cached'), ['Article:1'], store.begin());
    expect(store.get('/articulos/1')).toBeDefined();

    const admin = postgres(app.config.databaseUrl!, { max: 1, onnotice: () => {} });
    try {
      const killed = await admin`
        select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'crecer-en-familia-listen' and datname = current_database()`;
      expect(killed.length).toBe(1);
      await vi.waitFor(() => expect(store.listening).toBe(false));
      expect(store.get('/articulos/1')).toBeUndefined();
      expect(store.put('/articulos/1', answer('while deaf'), ['Article:1'], store.begin())).toBe(false);
      await vi.waitFor(() => expect(store.listening).toBe(true), { timeout: 10_000 });
      expect(store.get('/articulos/1')).toBeUndefined();
      expect(store.put('/articulos/1', answer('again'), ['Article:1'], store.begin())).toBe(true);
    } finally {
      await admin.end();
    }
  });
});

describe('the page cache with no memory for pages (PAGE_CACHE_MB=0)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite', { config: { pageCacheBytes: 0 } });
    await app.runtime.services.db
      .insert(users)
      .values({ id: ADMIN_USER.id, email: ADMIN_USER.email, passwordHash: 'x' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('stores no page, yet keeps the site configuration between changes: a render costs what a real miss costs', async () => {
    const { store } = app.runtime.services.publicCache;
    expect(store.listening).toBe(true);
    const since = store.begin();
    expect(store.put('/', answer('<p>inicio</p>'), ['Query.articles'], since)).toBe(false);
    expect(store.get('/')).toBeUndefined();

    const statements = vi.spyOn(app.runtime.services.db, 'select');
    const read = async () => (await app.execute(ReadBrand, {})).data?.siteConfiguration[0]?.value;
    await read();
    statements.mockClear();
    await read();
    expect(statements).not.toHaveBeenCalled();
    const saved = await app.execute(SaveBrand, { value: 'Sin caché de páginas' }, { user: ADMIN_USER });
    expect(saved.errors).toBeUndefined();
    expect(await read()).toBe('Sin caché de páginas');
    statements.mockRestore();
  });
});
