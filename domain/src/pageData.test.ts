import { describe, expect, it } from 'vitest';
import { PAGE_DATA_VERSION_PARAM, pageDataUrl, pagePathOfData } from './pageData';
import { PAGE_PARAMS } from './pageParams';

describe('page data URLs', () => {
  it.each([
    ['/', '', '/_datos/'],
    ['/articulos/1', '', '/_datos/articulos/1'],
    ['/articulos', '?categoria=2&pagina=3', '/_datos/articulos?categoria=2&pagina=3'],
  ])('names the data of %s%s as %s, and reads the page back', (pathname, search, url) => {
    expect(pageDataUrl(pathname, search)).toBe(url);
    expect(pagePathOfData(new URL(url, 'http://x').pathname)).toBe(pathname);
  });

  it('knows a path that is not a data URL', () => {
    expect(pagePathOfData('/articulos/1')).toBeNull();
    expect(pagePathOfData('/_datosx')).toBeNull();
    expect(pagePathOfData('/_datos')).toBe('/');
  });

  it("adds the version the HTML names, keeping the page's own parameters", () => {
    expect(pageDataUrl('/sobre-mi', '', 'abc')).toBe('/_datos/sobre-mi?v=abc');
    expect(pageDataUrl('/articulos', '?categoria=2', 'abc')).toBe('/_datos/articulos?categoria=2&v=abc');
    // A version in the page's own address is not the HTML's: it is replaced.
    expect(pageDataUrl('/', '?v=old', 'new')).toBe('/_datos/?v=new');
    expect(pageDataUrl('/', '', null)).toBe('/_datos/');
  });

  it('uses a version parameter no page reads, so the server renders and caches the data as before', () => {
    for (const names of Object.values(PAGE_PARAMS)) expect(names).not.toContain(PAGE_DATA_VERSION_PARAM);
  });
});
