import { describe, expect, it } from 'vitest';
import { PublicCacheStore, type CachedAnswer } from './store';

function answer(text: string): CachedAnswer {
  return {
    status: 200,
    headers: [['content-type', 'text/html']],
    body: Buffer.from(text),
    etag: 'W/"x"',
    encoded: new Map(),
  };
}

function listeningStore(maxBytes = 1024 * 1024, now?: () => number): PublicCacheStore {
  const store = new PublicCacheStore({ maxBytes, maxAgeMs: 60_000, now });
  store.setListening(true);
  return store;
}

describe('the public cache store', () => {
  it('serves and stores nothing until it listens, and drops everything when listening stops', () => {
    const store = new PublicCacheStore({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 });
    expect(store.put('/a', answer('a'), ['Article:1'], store.begin())).toBe(false);
    store.setListening(true);
    expect(store.put('/a', answer('a'), ['Article:1'], store.begin())).toBe(true);
    expect(store.get('/a')?.body.toString()).toBe('a');
    store.setListening(false);
    expect(store.get('/a')).toBeUndefined();
    store.setListening(true);
    expect(store.get('/a')).toBeUndefined();
  });

  it('removes exactly the answers whose tags an invalidation names', () => {
    const store = listeningStore();
    store.put('/articulos/1', answer('one'), ['Article:1', 'Query.article'], store.begin());
    store.put('/articulos/2', answer('two'), ['Article:2', 'Query.article'], store.begin());
    store.put('/articulos', answer('list'), ['Article:1', 'Article:2', 'Query.articles'], store.begin());
    store.put('/juegos', answer('games'), ['Query.siteConfiguration'], store.begin());
    store.invalidate(['Article:1']);
    expect(store.get('/articulos/1')).toBeUndefined();
    expect(store.get('/articulos')).toBeUndefined();
    expect(store.get('/articulos/2')?.body.toString()).toBe('two');
    expect(store.get('/juegos')?.body.toString()).toBe('games');
  });

  it('removes a whole family with Type:* and everything with all', () => {
    const store = listeningStore();
    store.put('/articulos/1', answer('one'), ['Article:1'], store.begin());
    store.put('/articulos/x', answer('no id'), ['Article:?'], store.begin());
    store.put('/guias/1', answer('guide'), ['Guide:1'], store.begin());
    store.invalidate(['Article:*']);
    expect(store.get('/articulos/1')).toBeUndefined();
    expect(store.get('/articulos/x')).toBeUndefined();
    expect(store.get('/guias/1')).toBeDefined();
    store.invalidate('all');
    expect(store.get('/guias/1')).toBeUndefined();
    expect(store.size).toEqual({ answers: 0, bytes: 0 });
  });

  it('refuses an answer rendered before a change that touched what it shows', () => {
    const store = listeningStore();
    const since = store.begin();
    store.invalidate(['Article:1']);
    expect(store.put('/articulos/1', answer('before the edit'), ['Article:1'], since)).toBe(false);
    // A change to something else does not keep it out.
    const later = store.begin();
    store.invalidate(['Guide:9']);
    expect(store.put('/articulos/1', answer('current'), ['Article:1'], later)).toBe(true);
  });

  it('refuses an answer older than every invalidation it remembers', () => {
    const store = listeningStore();
    const since = store.begin();
    for (let i = 0; i < 1001; i += 1) store.invalidate([`Guide:${i}`]);
    expect(store.put('/articulos/1', answer('old'), ['Article:1'], since)).toBe(false);
  });

  it('evicts the least recently used answers past its size', () => {
    // Room for eight answers of this size (with their bookkeeping).
    const store = listeningStore(12 * 1024);
    const body = 'x'.repeat(1000);
    for (const key of ['/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h', '/i', '/j']) {
      store.put(key, answer(body), [], store.begin());
      if (key === '/c') store.get('/a');
    }
    expect(store.size.bytes).toBeLessThanOrEqual(12 * 1024);
    expect(store.get('/a')).toBeDefined();
    expect(store.get('/b')).toBeUndefined();
    expect(store.get('/c')).toBeUndefined();
    expect(store.get('/d')).toBeDefined();
    expect(store.get('/j')).toBeDefined();
  });

  it('keeps the answers served again through a flood of answers stored once', () => {
    // Room for about eighty answers of this size.
    const store = listeningStore(128 * 1024);
    const body = 'x'.repeat(1000);
    const hot = ['/', '/articulos/1', '/articulos?pagina=2'];
    for (const key of hot) {
      store.put(key, answer(body), [], store.begin());
      expect(store.get(key)).toBeDefined();
    }
    for (let i = 0; i < 5_000; i += 1) store.put(`/articulos?pagina=${i + 10}`, answer(body), [], store.begin());
    expect(store.size.bytes).toBeLessThanOrEqual(128 * 1024);
    for (const key of hot) expect(store.get(key), key).toBeDefined();
    // The flood kept what room probation had: its latest answers.
    expect(store.get('/articulos?pagina=5009')).toBeDefined();
    expect(store.get('/articulos?pagina=10')).toBeUndefined();
  });

  it('counts compressed copies, and makes room for them from probation', () => {
    const store = listeningStore(128 * 1024);
    const stored = answer('x'.repeat(1000));
    store.put('/a', stored, [], store.begin());
    const before = store.size.bytes;
    store.grew('/a', stored, 300);
    expect(store.size.bytes).toBe(before + 300);
    // Another answer under the key since: nothing to count.
    store.put('/a', answer('y'.repeat(1000)), [], store.begin());
    store.grew('/a', stored, 300);
    expect(store.size.bytes).toBe(before);
    // Past an eighth of the cache with its copies, an answer goes.
    const current = store.get('/a')!;
    store.grew('/a', current, 16 * 1024);
    expect(store.get('/a')).toBeUndefined();
    expect(store.size).toEqual({ answers: 0, bytes: 0 });
  });

  it('keeps out an answer larger than an eighth of the cache', () => {
    const store = listeningStore(8 * 1024);
    expect(store.put('/big', answer('x'.repeat(2000)), [], store.begin())).toBe(false);
  });

  it('never serves an answer past its maximum age', () => {
    let now = 0;
    const store = listeningStore(1024 * 1024, () => now);
    store.put('/a', answer('a'), [], store.begin());
    now = 60_001;
    expect(store.get('/a')).toBeUndefined();
  });

  it('serves nothing while turned off', () => {
    const store = listeningStore();
    store.put('/a', answer('a'), [], store.begin());
    store.enabled = false;
    expect(store.get('/a')).toBeUndefined();
  });
});
