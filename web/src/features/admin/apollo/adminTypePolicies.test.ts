import { InMemoryCache } from '@apollo/client';
import { buildSchema, isObjectType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import schemaText from '../../../../../schema.graphql?raw';
import { ADMIN_TYPE_POLICIES } from './adminTypePolicies';

const schema = buildSchema(schemaText);

describe('admin cache keys', () => {
  it('keys every type that carries a content type and an id by both', () => {
    const carriers = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => 'contentType' in type.getFields() && 'id' in type.getFields())
      .map((type) => type.name)
      .sort();
    expect(carriers.length).toBeGreaterThan(0);
    for (const name of carriers)
      expect([name, ADMIN_TYPE_POLICIES[name]?.keyFields]).toEqual([name, ['contentType', 'id']]);
  });

  it("keeps an article and a guide with the same id apart ('Lo más leído' showed the article twice)", () => {
    const cache = new InMemoryCache({ typePolicies: ADMIN_TYPE_POLICIES });
    // A made-up query: what matters is how the cache stores the items, not the field.
    const query = parse('query Top { top { contentType id title } }');
    const top = [
      { __typename: 'AnalyticsTopContent', contentType: 'ARTICLE', id: '1', title: 'Crianza respetuosa' },
      { __typename: 'AnalyticsTopContent', contentType: 'GUIDE', id: '1', title: 'Guía de rutinas' },
    ];
    cache.writeQuery({ query, data: { top } });
    expect(cache.readQuery<{ top: typeof top }>({ query })?.top.map((item) => item.title)).toEqual([
      'Crianza respetuosa',
      'Guía de rutinas',
    ]);
  });
});
