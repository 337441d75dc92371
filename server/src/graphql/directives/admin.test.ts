/**
 * Walks the whole schema: every root field that is not in the public
 * allowlist must carry @admin and be refused without a session
 * (UNAUTHENTICATED) and for a non-admin user (FORBIDDEN), so a new operation
 * cannot ship unguarded. Works on the SDL's AST (plain objects).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  Kind,
  parse,
  print,
  type DocumentNode,
  type FieldDefinitionNode,
  type InputObjectTypeDefinitionNode,
  type TypeNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUpload } from '../../../test/factories';
import { createTestApp, EDITOR_USER, type TestApp } from '../../../test/harness';
import type { GraphQLContext } from '../context';
import { createLoaders } from '../loaders/index';
import { PUBLIC_MUTATIONS, PUBLIC_QUERIES } from './admin';

const sdl: DocumentNode = parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../schema.graphql'), 'utf8'),
);
const definitions = new Map(
  sdl.definitions.flatMap((d) => ('name' in d && d.name ? [[d.name.value, d] as const] : [])),
);
const SCALARS = new Set(['ID', 'String', 'Int', 'Float', 'Boolean', 'DateTime', 'Upload']);

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}

function sampleValue(type: TypeNode): unknown {
  if (type.kind === Kind.NON_NULL_TYPE) return sampleValue(type.type);
  if (type.kind === Kind.LIST_TYPE) return [sampleValue(type.type)];
  const name = type.name.value;
  if (name === 'Int' || name === 'Float') return 1;
  if (name === 'Boolean') return true;
  // A required file (importSubscribers) must be a file, or the request fails before any directive runs.
  if (name === 'Upload') return fileUpload(Buffer.from('1'), 'sample.csv');
  if (SCALARS.has(name)) return '1';
  const definition = definitions.get(name);
  if (definition?.kind === Kind.ENUM_TYPE_DEFINITION) return definition.values?.[0]?.name.value;
  const input = definition as InputObjectTypeDefinitionNode;
  return Object.fromEntries(
    (input.fields ?? [])
      .filter((f) => f.type.kind === Kind.NON_NULL_TYPE)
      .map((f) => [f.name.value, sampleValue(f.type)]),
  );
}

function rootFields(typeName: 'Query' | 'Mutation'): FieldDefinitionNode[] {
  const definition = definitions.get(typeName);
  return definition?.kind === Kind.OBJECT_TYPE_DEFINITION ? [...(definition.fields ?? [])] : [];
}

const guarded = [
  ...rootFields('Query')
    .filter((f) => !PUBLIC_QUERIES.has(f.name.value))
    .map((f) => ['query', f] as const),
  ...rootFields('Mutation')
    .filter((f) => !PUBLIC_MUTATIONS.has(f.name.value))
    .map((f) => ['mutation', f] as const),
];

function probe(kind: 'query' | 'mutation', field: FieldDefinitionNode) {
  const args = (field.arguments ?? []).filter((a) => a.type.kind === Kind.NON_NULL_TYPE);
  const varDefs = args.map((a) => `$${a.name.value}: ${print(a.type)}`).join(', ');
  const callArgs = args.map((a) => `${a.name.value}: $${a.name.value}`).join(', ');
  const returned = definitions.get(namedType(field.type));
  const isLeaf = SCALARS.has(namedType(field.type)) || returned?.kind === Kind.ENUM_TYPE_DEFINITION;
  return {
    query: `${kind} Probe${varDefs ? `(${varDefs})` : ''} { ${field.name.value}${callArgs ? `(${callArgs})` : ''}${isLeaf ? '' : ' { __typename }'} }`,
    variables: Object.fromEntries(args.map((a) => [a.name.value, sampleValue(a.type)])),
  };
}

describe('@admin directive (schema walk)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp('pglite', { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function run(query: string, variables: Record<string, unknown>, user: GraphQLContext['user']) {
    const contextValue: GraphQLContext = {
      ...app.runtime.services,
      loaders: createLoaders(app.runtime.services.db),
      user,
      sessionId: null,
      ip: '127.0.0.1',
      visitorId: () => 'visitor',
      setCookie: () => {},
    };
    const response = await app.apollo.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return response.body.singleResult;
  }

  it('marks every non-public root field with @admin in schema.graphql', () => {
    const unmarked = guarded
      .filter(([, field]) => !field.directives?.some((d) => d.name.value === 'admin'))
      .map(([, field]) => field.name.value);
    expect(unmarked).toEqual([]);
    expect(guarded.length).toBeGreaterThan(25);
  });

  it('refuses every guarded root field without a session and for a non-admin user', async () => {
    for (const [kind, field] of guarded) {
      const { query, variables } = probe(kind, field);
      const anonymous = await run(query, variables, null);
      expect([field.name.value, anonymous.errors?.[0]?.extensions?.code]).toEqual([
        field.name.value,
        'UNAUTHENTICATED',
      ]);
      const editor = await run(query, variables, EDITOR_USER);
      expect([field.name.value, editor.errors?.[0]?.extensions?.code]).toEqual([field.name.value, 'FORBIDDEN']);
    }
  });

  it('guards admin-only fields on public types too (Guide.pdfUrl)', async () => {
    await app.runtime.services.db.execute(
      sql`insert into guides (title, description, status, pdf_url) values ('G', 'D', 'Publicado', 'guidepdfs/x.pdf')`,
    );
    const result = await run('{ guides { items { id pdfUrl } } }', {}, null);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
