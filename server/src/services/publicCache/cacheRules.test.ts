/** The cache rules name GraphQL types and root fields as strings: each must exist in schema.graphql. */
import fs from 'node:fs';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CACHE_RULES, tableNameOf } from './cacheRules';

const schema = buildSchema(fs.readFileSync(new URL('../../../../schema.graphql', import.meta.url), 'utf8'), {
  assumeValidSDL: true,
});
const queryFields = schema.getQueryType()!.getFields();

describe('CACHE_RULES', () => {
  for (const rule of CACHE_RULES) {
    if ('everywhere' in rule) continue;
    it(`names what exists in the schema for ${tableNameOf(rule)}`, () => {
      expect(isObjectType(schema.getType(rule.type)), `type ${rule.type}`).toBe(true);
      for (const field of rule.lists) expect(queryFields[field], `Query.${field}`).toBeDefined();
      if (rule.item) {
        const field = queryFields[rule.item.field];
        expect(field, `Query.${rule.item.field}`).toBeDefined();
        expect(field?.args.map((arg) => arg.name)).toContain(rule.item.argument);
      }
    });
  }
});
