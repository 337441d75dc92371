/**
 * The tags (services/publicCache/tags.ts) of the two kinds of answer the page
 * cache keeps: a server-rendered page, read from its Apollo state, and a
 * GraphQL GET read, read from its query text.
 */
import { Kind, parse, type DocumentNode, type FieldNode, type SelectionSetNode, type ValueNode } from 'graphql';
import { collectObjectTags, rootFieldTags } from '../services/publicCache/tags';

/**
 * Tags of a server-rendered page from its Apollo state (`client.extract()`):
 * ROOT_QUERY's field keys are `name` or `name({"arg":…})`, the other keys
 * normalized objects.
 */
export function tagsOfApolloState(state: Record<string, unknown>): Set<string> {
  const tags = new Set<string>();
  const root = (state.ROOT_QUERY ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(root)) {
    if (key === '__typename') continue;
    const open = key.indexOf('(');
    const field = open < 0 ? key : key.slice(0, open);
    for (const tag of rootFieldTags(field, open < 0 ? null : readJsonId(key.slice(open + 1, -1)))) tags.add(tag);
  }
  collectObjectTags(state, tags);
  return tags;
}

function readJsonId(args: string): string | null {
  try {
    const id = (JSON.parse(args) as { id?: unknown }).id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}

/**
 * Tags of a GraphQL read from its query text, variables and answer. Root
 * fields come from the document, not the answer's keys, which may be aliases.
 */
export function tagsOfGraphQLRead(query: string, variables: Record<string, unknown>, data: unknown): Set<string> {
  const tags = new Set<string>();
  for (const field of rootFields(parse(query))) {
    const argument = field.arguments?.find((arg) => arg.name.value === 'id');
    const id = argument ? argumentValue(argument.value, variables) : null;
    for (const tag of rootFieldTags(field.name.value, id)) tags.add(tag);
  }
  collectObjectTags(data, tags);
  return tags;
}

function rootFields(document: DocumentNode): FieldNode[] {
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const fields: FieldNode[] = [];
  const visit = (selectionSet: SelectionSetNode, seen: ReadonlySet<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet, new Set([...seen, selection.name.value]));
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) visit(definition.selectionSet, new Set());
  }
  return fields;
}

function argumentValue(value: ValueNode, variables: Record<string, unknown>): string | null {
  if (value.kind === Kind.VARIABLE) {
    const given = variables[value.name.value];
    return typeof given === 'string' || typeof given === 'number' ? String(given) : null;
  }
  return value.kind === Kind.STRING || value.kind === Kind.INT ? value.value : null;
}
