import { describe, expect, it } from 'vitest';
import { keptLookup } from './keptLookup';
import { PUBLIC_CACHE_MAX_AGE_MS } from './publicCache';
import { PublicCacheStore } from './store';

function listeningStore(): PublicCacheStore {
  const store = new PublicCacheStore({ maxBytes: 1_000_000, maxAgeMs: PUBLIC_CACHE_MAX_AGE_MS });
  store.setListening(true);
  return store;
}

/** A table of names by id whose loads are recorded, so a test sees which keys reached the database. */
function recordingTable(rows: Map<number, string>) {
  const loads: number[][] = [];
  return {
    loads,
    load: async (ids: readonly number[]) => {
      loads.push([...ids]);
      return new Map(ids.flatMap((id) => (rows.has(id) ? [[id, rows.get(id)!] as const] : [])));
    },
  };
}

describe('rows looked up by key, kept between changes', () => {
  it('reads only the keys it has not seen, remembers missing rows, and reads again after a change that names them', async () => {
    const store = listeningStore();
    const rows = new Map([
      [1, 'Emociones'],
      [2, 'Juego'],
    ]);
    const table = recordingTable(rows);
    const lookup = keptLookup(store, ['Category:?'], table.load);

    expect(await lookup([1, 3])).toEqual(new Map([[1, 'Emociones']]));
    expect(await lookup([1, 2, 3])).toEqual(
      new Map([
        [1, 'Emociones'],
        [2, 'Juego'],
      ]),
    );
    expect(table.loads).toEqual([[1, 3], [2]]);

    store.invalidate(['Article:4', 'Query.articles']);
    await lookup([1, 2, 3]);
    expect(table.loads).toHaveLength(2);

    rows.set(1, 'Emociones y límites');
    store.invalidate(['Category:1', 'Category:?', 'Query.categories']);
    expect((await lookup([1])).get(1)).toBe('Emociones y límites');
    store.invalidate(['Category:*']);
    await lookup([1]);
    store.invalidate('all');
    await lookup([1]);
    expect(table.loads).toEqual([[1, 3], [2], [1], [1], [1]]);
  });

  it('does not keep what a load read while its change arrived, nor anything while changes cannot be heard', async () => {
    const store = listeningStore();
    let release: () => void = () => {};
    const loads: number[][] = [];
    const lookup = keptLookup<number, string>(store, [], async (ids) => {
      loads.push([...ids]);
      if (loads.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return new Map(ids.map((id) => [id, `v${loads.length}`] as const));
    });
    const first = lookup([7]);
    store.invalidate('all');
    release();
    expect((await first).get(7)).toBe('v1');
    expect((await lookup([7])).get(7)).toBe('v2');
    expect((await lookup([7])).get(7)).toBe('v2');

    store.setListening(false);
    await lookup([7]);
    await lookup([7]);
    expect(loads).toHaveLength(4);
  });

  it('starts again empty past its bound instead of growing', async () => {
    const store = listeningStore();
    const table = recordingTable(new Map(Array.from({ length: 10 }, (_, i) => [i, `n${i}`] as const)));
    const lookup = keptLookup(store, [], table.load, 4);
    await lookup([0, 1, 2, 3]);
    await lookup([0, 1, 2, 3]);
    expect(table.loads).toHaveLength(1);
    await lookup([4]);
    await lookup([0]);
    expect(table.loads).toEqual([[0, 1, 2, 3], [4], [0]]);
  });
});
