import { describe, expect, it } from 'vitest';
import * as enums from './enums';
import { resolvers } from './index';

describe('enum mappings', () => {
  it('are every one given to the schema, so stored values serialize (a missing one is an internal error)', () => {
    for (const [name, values] of Object.entries(enums)) expect(resolvers, name).toHaveProperty(name, values);
  });
});
