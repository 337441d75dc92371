/**
 * What a cached public answer depends on, and what a database change
 * invalidates, both read from the rules (cacheRules.ts).
 *
 * A stored page or GraphQL read is tagged with
 * - `Query.<field>` for every root field it read (`Query.articles`), and
 * - `<Type>:<id>` for every object it shows (`Article:5`); an `article(id: 5)`
 *   read is tagged `Article:5` even when it found nothing, so publishing
 *   article 5 invalidates the 404 it answered; an article shown without its
 *   id is tagged `Article:?`.
 *
 * A change (the triggers triggerSql.ts writes send one per statement)
 * invalidates exact tags, or a whole family written `Article:*` (every
 * `Article:…` tag), or everything.
 */
import { CACHE_RULES, tableNameOf, type ShownTable } from './cacheRules';

/** Root fields reading one row, by field: the row's type and the argument holding its id. */
const ITEM_FIELDS: ReadonlyMap<string, { type: string; argument: string }> = new Map(
  CACHE_RULES.flatMap((rule) =>
    'item' in rule && rule.item ? [[rule.item.field, { type: rule.type, argument: rule.item.argument }]] : [],
  ),
);

/** The tables public pages show, by name; a change to any other (media_assets, one unforeseen) invalidates everything. */
const SHOWN_TABLES: ReadonlyMap<string, ShownTable> = new Map(
  CACHE_RULES.flatMap((rule) => ('everywhere' in rule ? [] : [[tableNameOf(rule), rule]])),
);

export function rootFieldTag(field: string): string {
  return `Query.${field}`;
}

/** The argument of root field `field` that names the one object it reads, if it reads one. */
export function itemArgument(field: string): string | undefined {
  return ITEM_FIELDS.get(field)?.argument;
}

/**
 * The tags of reading root field `field`, with the value of its item argument
 * (itemArgument) when it has one (null when that argument could not be read).
 */
export function rootFieldTags(field: string, id: string | null): string[] {
  const item = ITEM_FIELDS.get(field);
  return item ? [rootFieldTag(field), entityTag(item.type, id ?? '?')] : [rootFieldTag(field)];
}

/** What one notification says changed. */
export interface TableChange {
  table: string;
  /** The changed rows' ids; null when more than 100 rows (or the whole table) changed. */
  ids: number[] | null;
  /** Only counter columns (cacheRules.ts) changed: the items' pages change, no list gains or loses one. */
  counters: boolean;
}

export type Invalidation = readonly string[] | 'all';

export function entityTag(type: string, id: string | number): string {
  return `${type}:${id}`;
}

/** Reads a notification payload; anything unreadable invalidates everything. */
export function parseTableChange(payload: string): TableChange | null {
  try {
    const value = JSON.parse(payload) as { t?: unknown; ids?: unknown; counters?: unknown };
    if (typeof value.t !== 'string') return null;
    const ids =
      Array.isArray(value.ids) && value.ids.every((id) => Number.isInteger(id)) ? (value.ids as number[]) : null;
    return { table: value.t, ids, counters: value.counters === true };
  } catch {
    return null;
  }
}

export function invalidationFor(change: TableChange | null): Invalidation {
  const known = change ? SHOWN_TABLES.get(change.table) : undefined;
  // media_assets (every picture's sizes) and anything unforeseen: nothing cached can be trusted.
  if (!change || !known) return 'all';
  const items = change.ids
    ? [...change.ids.map((id) => entityTag(known.type, id)), entityTag(known.type, '?')]
    : [`${known.type}:*`];
  return change.counters ? items : [...items, ...known.lists.map(rootFieldTag)];
}

/** Collects `<Type>:<id>` (or `<Type>:?`) for every typed object in `value`. */
export function collectObjectTags(value: unknown, tags: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectObjectTags(item, tags);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const object = value as Record<string, unknown>;
  const type = object.__typename;
  if (typeof type === 'string' && type !== 'Query') {
    const id = object.id;
    tags.add(entityTag(type, typeof id === 'string' || typeof id === 'number' ? id : '?'));
  }
  for (const [key, child] of Object.entries(object)) if (key !== '__typename') collectObjectTags(child, tags);
}
