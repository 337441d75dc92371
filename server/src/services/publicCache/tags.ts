/**
 * What a cached public answer depends on, and what a database change
 * invalidates: the one home of that mapping.
 *
 * A stored page or GraphQL read is tagged with
 * - `Query.<field>` for every root field it read (`Query.articles`), and
 * - `<Type>:<id>` for every object it shows (`Article:5`); an `article(id: 5)`
 *   read is tagged `Article:5` even when it found nothing, so publishing
 *   article 5 invalidates the 404 it answered; an article shown without its
 *   id is tagged `Article:?`.
 *
 * A change (migrations/0011_public_cache_signal.sql sends one per statement)
 * invalidates exact tags, or a whole family written `Article:*` (every
 * `Article:…` tag), or everything.
 */
/** Root fields whose `id` argument names the one object they read. */
const SINGLE_ITEM_FIELDS: Readonly<Record<string, string>> = { article: 'Article', guide: 'Guide' };

/**
 * The tags of reading root field `field`, with its `id` argument when it has
 * one (null when that argument could not be read).
 */
export function rootFieldTags(field: string, id: string | null): string[] {
  const type = SINGLE_ITEM_FIELDS[field];
  return type ? [`Query.${field}`, entityTag(type, id ?? '?')] : [`Query.${field}`];
}

/** Root fields answered from the database tables that notify (anything else is constant for the process). */
const TABLE_INVALIDATIONS: Readonly<Record<string, { type: string; lists: readonly string[] }>> = {
  articles: { type: 'Article', lists: ['Query.articles', 'Query.featuredContent'] },
  guides: { type: 'Guide', lists: ['Query.guides', 'Query.featuredContent'] },
  categories: { type: 'Category', lists: ['Query.categories'] },
  site_configurations: { type: 'SiteConfigEntry', lists: ['Query.siteConfiguration'] },
  game_questions: { type: 'GameQuestion', lists: ['Query.gameQuestions'] },
  puzzle_words: { type: 'PuzzleWord', lists: ['Query.puzzleWords'] },
};

/** What one notification says changed. */
export interface TableChange {
  table: string;
  /** The changed rows' ids; null when more than 100 rows (or the whole table) changed. */
  ids: number[] | null;
  /** Only views or rating totals changed: the items' pages change, no list gains or loses one. */
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
  const known = change ? TABLE_INVALIDATIONS[change.table] : undefined;
  // media_assets (every picture's sizes) and anything unforeseen: nothing cached can be trusted.
  if (!change || !known) return 'all';
  const items = change.ids
    ? [...change.ids.map((id) => entityTag(known.type, id)), entityTag(known.type, '?')]
    : [`${known.type}:*`];
  return change.counters ? items : [...items, ...known.lists];
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
