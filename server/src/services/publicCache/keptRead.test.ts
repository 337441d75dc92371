import { describe, expect, it } from 'vitest';
import { keptRead } from './keptRead';
import { PUBLIC_CACHE_MAX_AGE_MS } from './publicCache';
import { PublicCacheStore } from './store';

function listeningStore(): PublicCacheStore {
  const store = new PublicCacheStore({ maxBytes: 1_000_000, maxAgeMs: PUBLIC_CACHE_MAX_AGE_MS });
  store.setListening(true);
  return store;
}

/** A read that answers its call number, so a test sees when the database was asked again. */
function countingRead() {
  let calls = 0;
  return {
    read: async () => (calls += 1),
    get calls() {
      return calls;
    },
  };
}

describe('a read kept between changes', () => {
  it('reads once while nothing it depends on changes, and again after a change that does', async () => {
    const store = listeningStore();
    const source = countingRead();
    const read = keptRead(store, ['Query.siteConfiguration'], source.read);
    expect([await read(), await read(), await read()]).toEqual([1, 1, 1]);
    store.invalidate(['Article:5', 'Query.articles']);
    expect(await read()).toBe(1);
    store.invalidate(['SiteConfigEntry:3', 'SiteConfigEntry:?', 'Query.siteConfiguration']);
    expect(await read()).toBe(2);
    store.invalidate('all');
    expect(await read()).toBe(3);
    expect(source.calls).toBe(3);
  });

  it('reads the database on every call while changes cannot be heard', async () => {
    const store = new PublicCacheStore({ maxBytes: 0, maxAgeMs: PUBLIC_CACHE_MAX_AGE_MS });
    const source = countingRead();
    const read = keptRead(store, ['Query.siteConfiguration'], source.read);
    expect([await read(), await read()]).toEqual([1, 2]);
    const listening = listeningStore();
    const lost = keptRead(listening, ['Query.siteConfiguration'], source.read);
    expect([await lost(), await lost()]).toEqual([3, 3]);
    listening.setListening(false);
    expect([await lost(), await lost()]).toEqual([4, 5]);
  });

  it('drops a read that was in flight when its change arrived (it may have seen the old rows)', async () => {
    const store = listeningStore();
    let release: (value: string) => void = () => {};
    let calls = 0;
    const read = keptRead(store, ['Query.siteConfiguration'], () => {
      calls += 1;
      return calls === 1 ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve('nuevo');
    });
    const first = read();
    store.invalidate(['Query.siteConfiguration']);
    release('viejo');
    expect(await first).toBe('viejo');
    expect(await read()).toBe('nuevo');
  });

  it('keeps no failed read, and nothing longer than the cache’s safety age', async () => {
    const store = listeningStore();
    let time = 0;
    let calls = 0;
    const read = keptRead(
      store,
      ['Query.siteConfiguration'],
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('conexión perdida');
        return calls;
      },
      () => time,
    );
    await expect(read()).rejects.toThrow('conexión perdida');
    expect(await read()).toBe(2);
    time += PUBLIC_CACHE_MAX_AGE_MS + 1;
    expect(await read()).toBe(3);
  });
});
