/**
 * The tags (services/publicCache/tags.ts) of the two kinds of answer the page
 * cache keeps, a server-rendered page and a GraphQL GET read, both from the
 * documents read, their variables and their data.
 */
import { Kind, parse, type DocumentNode, type FieldNode, type SelectionSetNode, type ValueNode } from 'graphql';
import type { RenderedAnswer } from '@crecer/domain/renderContract';
import { collectObjectTags, itemArgument, rootFieldTags } from '../services/publicCache';

/** Tags of a server-rendered page: those of every answer it rendered with. */
export function tagsOfRenderedAnswers(answers: readonly RenderedAnswer[]): Set<string> {
  const tags = new Set<string>();
  for (const { query, variables, data } of answers) addReadTags(tags, query, variables ?? {}, data);
  return tags;
}

/** The root fields a page's answers read (to tell a personal read: http/caching.ts). */
export function rootFieldNames(answers: readonly RenderedAnswer[]): string[] {
  return answers.flatMap(({ query }) => rootFields(query).map((field) => field.name.value));
}

/**
 * Tags of a GraphQL read from its query text, variables and answer. Root
 * fields come from the document, not the answer's keys, which may be aliases.
 */
export function tagsOfGraphQLRead(query: string, variables: Record<string, unknown>, data: unknown): Set<string> {
  const tags = new Set<string>();
  addReadTags(tags, parse(query), variables, data);
  return tags;
}

function addReadTags(tags: Set<string>, document: DocumentNode, variables: Record<string, unknown>, data: unknown) {
  for (const field of rootFields(document)) {
    // Only a field reading one row (`article(id:)`) is tagged with that row, by the argument its rule names.
    const name = itemArgument(field.name.value);
    const argument = name ? field.arguments?.find((arg) => arg.name.value === name) : undefined;
    const id = argument ? argumentValue(argument.value, variables) : null;
    for (const tag of rootFieldTags(field.name.value, id)) tags.add(tag);
  }
  collectObjectTags(data, tags);
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
