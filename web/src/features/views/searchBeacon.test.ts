import { parse, print } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordSearchMutation } from './recordSearchDocument';
import { listSearchAt, RECORD_SEARCH_SOURCE, recordSearchOnce, searchKey } from './searchBeacon';

describe('the search beacon', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the generated RecordSearch document, word for word', () => {
    expect(print(parse(RECORD_SEARCH_SOURCE))).toBe(print(RecordSearchMutation));
  });

  it('reads the searched list from the address', () => {
    expect(listSearchAt('/articulos', '?q=Rabietas&pagina=2')).toEqual({ contentType: 'ARTICLE', term: 'Rabietas' });
    expect(listSearchAt('/guias/', '?q=l%C3%ADmites')).toEqual({ contentType: 'GUIDE', term: 'límites' });
    expect(listSearchAt('/articulos', '?categoria=3')).toBeNull();
    expect(listSearchAt('/juegos', '?q=memoria')).toBeNull();
  });

  it('sends each term once per page load, whatever its accents, case or spaces', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    expect(searchKey('  Niño   PEQUEÑO ')).toBe('nino pequeno');
    expect(recordSearchOnce('ARTICLE', 'Niño pequeño')).toBe(true);
    expect(recordSearchOnce('ARTICLE', ' nino  PEQUENO')).toBe(false);
    expect(recordSearchOnce('GUIDE', 'niño pequeño')).toBe(true);
    expect(recordSearchOnce('ARTICLE', '   ')).toBe(false);
    expect(recordSearchOnce('ARTICLE', 'a'.repeat(101))).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({
      operationName: 'RecordSearch',
      query: RECORD_SEARCH_SOURCE,
      variables: { contentType: 'ARTICLE', term: 'Niño pequeño' },
    });
  });
});
