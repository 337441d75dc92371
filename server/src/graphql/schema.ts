import fs from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { applyAdminDirective } from './directives/admin';
import { resolvers } from './resolvers/index';

/** The executable schema: schema.graphql + resolvers + the @admin gate. */
export function buildSchema(rootDir: string): GraphQLSchema {
  const typeDefs = fs.readFileSync(path.join(rootDir, 'schema.graphql'), 'utf8');
  return applyAdminDirective(makeExecutableSchema({ typeDefs, resolvers: resolvers as never }));
}
