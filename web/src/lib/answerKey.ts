import type { DocumentNode } from 'graphql';

/**
 * Names one answer: the operation and its variables. The server files each
 * answer it rendered with under this key, and the browser's query hook finds
 * it again from the same document and variables (lib/page/useDeclaredQuery.ts).
 */
export function answerKey(query: DocumentNode, variables: object | undefined): string {
  return `${operationName(query)}:${canonicalJson(variables ?? {})}`;
}

/** The name of a document's operation ('' when anonymous). */
export function operationName(query: DocumentNode): string {
  for (const definition of query.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? '';
  }
  return '';
}

/**
 * JSON with object keys sorted and undefined members left out, as GraphQL
 * reads variables: `{ a: 1, b: undefined }` and `{ a: 1 }` ask the same thing.
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value)
      .sort()
      .flatMap((key) => {
        const member = (value as Record<string, unknown>)[key];
        return member === undefined ? [] : [`${JSON.stringify(key)}:${canonicalJson(member)}`];
      });
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}
