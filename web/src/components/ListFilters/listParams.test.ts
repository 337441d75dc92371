import { describe, expect, it } from 'vitest';
import { listCanonicalPath, nextListParams, readListParams, toListInput } from './listParams';

const query = (text: string) => new URLSearchParams(text);

describe('readListParams', () => {
  it('defaults to the newest first, page 1, no filters', () => {
    expect(readListParams(query(''))).toEqual({ search: '', categoryId: null, sort: 'recientes', page: 1 });
  });

  it('reads every filter from the query string', () => {
    expect(readListParams(query('q=amor&categoria=3&orden=antiguos&pagina=2'))).toEqual({
      search: 'amor',
      categoryId: '3',
      sort: 'antiguos',
      page: 2,
    });
  });

  it('ignores unknown sorts and invalid pages', () => {
    expect(readListParams(query('orden=azar&pagina=-3')).sort).toBe('recientes');
    expect(readListParams(query('pagina=-3')).page).toBe(1);
    expect(readListParams(query('pagina=dos')).page).toBe(1);
    expect(readListParams(query('pagina=1.5')).page).toBe(1);
  });
});

describe('nextListParams', () => {
  it('resets to page 1 when the search, category or sort changes', () => {
    const current = query('q=amor&pagina=3');
    expect(nextListParams(current, { search: 'límites' }).toString()).toBe('q=l%C3%ADmites');
    expect(nextListParams(current, { categoryId: '2' }).get('pagina')).toBeNull();
    expect(nextListParams(current, { sort: 'antiguos' }).get('pagina')).toBeNull();
  });

  it('keeps the other filters when only the page changes', () => {
    const next = nextListParams(query('q=amor&categoria=2&orden=antiguos'), { page: 3 });
    expect(readListParams(next)).toEqual({ search: 'amor', categoryId: '2', sort: 'antiguos', page: 3 });
  });

  it('drops defaults from the URL', () => {
    const next = nextListParams(query('q=amor&categoria=2&orden=antiguos&pagina=2'), {
      search: '',
      categoryId: null,
      sort: 'recientes',
    });
    expect(next.toString()).toBe('');
    expect(nextListParams(query('pagina=4'), { page: 1 }).toString()).toBe('');
  });

  it('leaves out what the list does not read, as the server renders it', () => {
    const current = query('utm_source=boletin&q=amor&fbclid=abc&otro=1&pagina=2');
    expect(nextListParams(current, { page: 3 }).toString()).toBe('q=amor&pagina=3');
    expect(nextListParams(current, { sort: 'antiguos' }).toString()).toBe('q=amor&orden=antiguos');
  });

  it('does not modify the current parameters', () => {
    const current = query('pagina=2');
    nextListParams(current, { search: 'x' });
    expect(current.toString()).toBe('pagina=2');
  });
});

describe('toListInput', () => {
  it('trims the search and maps the sort to the API enum', () => {
    expect(toListInput({ search: '  amor ', categoryId: '4', sort: 'antiguos', page: 2 })).toEqual({
      search: 'amor',
      categoryId: '4',
      sort: 'OLDEST',
      page: 2,
    });
    expect(toListInput({ search: '   ', categoryId: null, sort: 'recientes', page: 1 }).search).toBeNull();
  });
});

describe('listCanonicalPath', () => {
  const plain = readListParams(query(''));

  it('keeps the page number of the plain list only', () => {
    expect(listCanonicalPath('/guias', plain)).toBe('/guias');
    expect(listCanonicalPath('/guias', { ...plain, page: 3 })).toBe('/guias?pagina=3');
  });

  it('points every filtered view, whatever its page, at the plain list', () => {
    expect(listCanonicalPath('/articulos', { ...plain, search: 'límites', page: 2 })).toBe('/articulos');
    expect(listCanonicalPath('/articulos', { ...plain, categoryId: '4' })).toBe('/articulos');
    expect(listCanonicalPath('/articulos', { ...plain, sort: 'antiguos', page: 2 })).toBe('/articulos');
  });
});
