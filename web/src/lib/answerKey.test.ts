import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { answerKey } from './answerKey';

const ArticleDetail = parse('query ArticleDetail($id: ID!) { article(id: $id) { id } }');
const Anonymous = parse('{ categories { id } }');

describe('answerKey', () => {
  it('names the operation and its variables', () => {
    expect(answerKey(ArticleDetail, { id: '5' })).toBe('ArticleDetail:{"id":"5"}');
    expect(answerKey(Anonymous, undefined)).toBe(':{}');
  });

  it('gives the same key whatever the order of the variables and their undefined members', () => {
    const a = answerKey(ArticleDetail, { input: { page: 2, q: 'familia', category: undefined }, id: '5' });
    const b = answerKey(ArticleDetail, { id: '5', input: { q: 'familia', page: 2 } });
    expect(a).toBe(b);
  });

  it('tells different variables apart, nested ones and lists included', () => {
    expect(answerKey(ArticleDetail, { id: '5' })).not.toBe(answerKey(ArticleDetail, { id: '6' }));
    expect(answerKey(ArticleDetail, { ids: ['1', '2'] })).not.toBe(answerKey(ArticleDetail, { ids: ['2', '1'] }));
    expect(answerKey(ArticleDetail, { input: { page: null } })).not.toBe(answerKey(ArticleDetail, { input: {} }));
  });
});
