import { describe, expect, it } from 'vitest';
import { invalidationFor, parseTableChange } from './tags';

describe('what a table change invalidates', () => {
  it('names the changed articles, id-less articles and the lists that may gain or lose them', () => {
    expect(invalidationFor({ table: 'articles', ids: [4, 5], counters: false })).toEqual([
      'Article:4',
      'Article:5',
      'Article:?',
      'Query.articles',
      'Query.featuredContent',
    ]);
  });

  it('leaves the lists alone when only views or rating totals changed', () => {
    expect(invalidationFor({ table: 'guides', ids: [7], counters: true })).toEqual(['Guide:7', 'Guide:?']);
  });

  it('names the whole family when more than 100 rows changed', () => {
    expect(invalidationFor({ table: 'categories', ids: null, counters: false })).toEqual([
      'Category:*',
      'Query.categories',
    ]);
  });

  it('invalidates everything for picture sizes, unknown tables and unreadable messages', () => {
    expect(invalidationFor({ table: 'media_assets', ids: [1], counters: false })).toBe('all');
    expect(invalidationFor({ table: 'something_new', ids: [1], counters: false })).toBe('all');
    expect(invalidationFor(parseTableChange('not json'))).toBe('all');
    expect(invalidationFor(parseTableChange('{"ids":[1]}'))).toBe('all');
  });

  it('reads the trigger’s payload', () => {
    expect(parseTableChange('{"t":"articles","ids":[1,2],"counters":true}')).toEqual({
      table: 'articles',
      ids: [1, 2],
      counters: true,
    });
    expect(parseTableChange('{"t":"articles","ids":null,"counters":false}')).toEqual({
      table: 'articles',
      ids: null,
      counters: false,
    });
  });
});
