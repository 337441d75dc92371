import { describe, expect, it } from 'vitest';
import { pageDataUrl, pagePathOfData } from './pageData';

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
});
