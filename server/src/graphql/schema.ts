import fs from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { applyAdminDirective } from './directives/admin';
import { resolvers } from './resolvers/index';

/** The SDL of the one schema (schema.graphql at the repository root). */
export function readTypeDefs(rootDir: string): string {
  return fs.readFileSync(path.join(rootDir, 'schema.graphql'), 'utf8');
}

/** The executable schema: schema.graphql + resolvers + the @admin gate. */
export function buildSchema(rootDir: string): GraphQLSchema {
  return applyAdminDirective(makeExecutableSchema({ typeDefs: readTypeDefs(rootDir), resolvers }));
}
