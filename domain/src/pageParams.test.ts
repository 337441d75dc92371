import { describe, expect, it } from 'vitest';
import { declaredParams, isTrackingParam, normalizedPagePath, PAGE_PARAMS } from './pageParams';

describe('the query parameters a page reads', () => {
  it('keeps only declared parameters, sorted by name, whatever their order', () => {
    expect(normalizedPagePath('/articulos?utm_source=fb&pagina=2&fbclid=abc&q=amor&zz=1')).toBe(
      '/articulos?pagina=2&q=amor',
    );
    expect(normalizedPagePath('/articulos?q=amor&pagina=2')).toBe(normalizedPagePath('/articulos?pagina=2&q=amor'));
    expect(normalizedPagePath('/guias?orden=antiguos&categoria=3')).toBe('/guias?categoria=3&orden=antiguos');
  });

  it('drops every parameter of a page that declares none, and the query mark with them', () => {
    expect(normalizedPagePath('/articulos/1?fbclid=abc&utm_medium=social&mc_cid=1&ref=x')).toBe('/articulos/1');
    expect(normalizedPagePath('/?gclid=1')).toBe('/');
    expect(normalizedPagePath('/articulos/1?')).toBe('/articulos/1');
    expect(normalizedPagePath('/articulos?utm_source=x')).toBe('/articulos');
  });

  it('keeps every value of a declared parameter in its order, and writes values one way', () => {
    expect(normalizedPagePath('/articulos?q=b&pagina=2&q=a')).toBe('/articulos?pagina=2&q=b&q=a');
    expect(normalizedPagePath('/articulos?q=a%20b')).toBe(normalizedPagePath('/articulos?q=a+b'));
    expect(normalizedPagePath('/articulos?q=educaci%C3%B3n')).toBe('/articulos?q=educaci%C3%B3n');
  });

  it('matches route patterns as the router does: optional segments, any case, a trailing slash', () => {
    expect(declaredParams('/compra-exitosa/5')).toContain('payment_id');
    expect(declaredParams('/compra-exitosa')).toContain('external_reference');
    expect(declaredParams('/compra-exitosa/5/6')).toEqual([]);
    expect(declaredParams('/Articulos/')).toContain('pagina');
    expect(declaredParams('/articulos/1')).toEqual([]);
    expect(normalizedPagePath('/compra-exitosa/5?utm_source=mp&payment_id=9&external_reference=7')).toBe(
      '/compra-exitosa/5?external_reference=7&payment_id=9',
    );
  });

  it('knows tracking parameters, conservatively', () => {
    for (const name of ['utm_source', 'UTM_Campaign', 'utm_anything', 'fbclid', 'gclid', 'mc_cid', 'mc_eid']) {
      expect(isTrackingParam(name), name).toBe(true);
    }
    for (const name of ['ref', 'source', 's', 'q', 'pagina', 'utm']) expect(isTrackingParam(name), name).toBe(false);
  });

  it('lets no page declare a tracking parameter', () => {
    for (const [pattern, names] of Object.entries(PAGE_PARAMS)) {
      expect(names.filter(isTrackingParam), pattern).toEqual([]);
    }
  });
});
