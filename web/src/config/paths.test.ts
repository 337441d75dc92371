import { declaredParams, PAGE_PARAMS } from '@crecer/domain/pageParams';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('the query parameters routes declare (domain/src/pageParams.ts)', () => {
  it('are declared under route patterns this app has', () => {
    const patterns: string[] = Object.values(paths).map(({ path }) => path);
    for (const pattern of Object.keys(PAGE_PARAMS)) expect(patterns, pattern).toContain(pattern);
  });

  it('reach the pages their routes render', () => {
    expect(declaredParams(paths.articles.getHref())).toEqual(['q', 'categoria', 'orden', 'pagina']);
    expect(declaredParams(paths.guides.getHref())).toEqual(['q', 'categoria', 'orden', 'pagina']);
    expect(declaredParams(paths.purchaseSuccess.getHref(4))).toEqual([
      'payment_id',
      'collection_id',
      'external_reference',
    ]);
    expect(declaredParams(paths.article.getHref(4))).toEqual([]);
  });
});
