import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { rootFieldNames, tagsOfGraphQLRead, tagsOfRenderedAnswers } from './answerTags';

describe('the tags of a cached answer', () => {
  it('reads a rendered page’s root fields, the items it asked for and every object it shows', () => {
    const answers = [
      {
        query: parse(
          'query ArticleDetail($id: ID!) { article(id: $id) { __typename id category { __typename id name } } }',
        ),
        variables: { id: '5' },
        data: {
          article: { __typename: 'Article', id: '5', category: { __typename: 'Category', id: '2', name: 'Crianza' } },
        },
      },
      { query: parse('query Missing { article(id: 99) { id } }'), variables: undefined, data: { article: null } },
      {
        query: parse('query SiteConfiguration { siteConfiguration(keys: ["brand"]) { __typename key value } }'),
        variables: {},
        data: { siteConfiguration: [{ __typename: 'SiteConfigEntry', key: 'brand', value: 'x' }] },
      },
    ];
    expect([...tagsOfRenderedAnswers(answers)].sort()).toEqual(
      ['Article:5', 'Article:99', 'Category:2', 'Query.article', 'Query.siteConfiguration', 'SiteConfigEntry:?'].sort(),
    );
    expect(rootFieldNames(answers)).toEqual(['article', 'article', 'siteConfiguration']);
  });

  it('reads a GraphQL read’s root fields from the document, not from aliases', () => {
    const tags = tagsOfGraphQLRead(
      'query Q($id: ID!) { item: article(id: $id) { __typename title } ...Lists } fragment Lists on Query { all: articles { items { __typename id } } }',
      { id: '8' },
      { item: { __typename: 'Article', title: 'T' }, all: { items: [{ __typename: 'Article', id: '3' }] } },
    );
    expect([...tags].sort()).toEqual(['Article:3', 'Article:8', 'Article:?', 'Query.article', 'Query.articles'].sort());
  });

  it('tags a read of an article that does not exist with that article, so publishing it invalidates the answer', () => {
    expect([...tagsOfGraphQLRead('{ guide(id: 12) { id } }', {}, { guide: null })].sort()).toEqual(
      ['Guide:12', 'Query.guide'].sort(),
    );
  });
});
