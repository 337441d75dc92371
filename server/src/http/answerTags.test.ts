import { describe, expect, it } from 'vitest';
import { tagsOfApolloState, tagsOfGraphQLRead } from './answerTags';

describe('the tags of a cached answer', () => {
  it('reads a rendered page’s root fields, the item it asked for and every object it shows', () => {
    const state = {
      ROOT_QUERY: {
        __typename: 'Query',
        'article({"id":"5"})': { __ref: 'Article:5' },
        'article({"id":"99"})': null,
        'siteConfiguration({"keys":["brand"]})': [{ __typename: 'SiteConfigEntry', key: 'brand', value: 'x' }],
      },
      'Article:5': { __typename: 'Article', id: '5', category: { __ref: 'Category:2' } },
      'Category:2': { __typename: 'Category', id: '2', name: 'Crianza' },
    };
    expect([...tagsOfApolloState(state)].sort()).toEqual(
      ['Article:5', 'Article:99', 'Category:2', 'Query.article', 'Query.siteConfiguration', 'SiteConfigEntry:?'].sort(),
    );
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
