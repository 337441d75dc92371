/**
 * The anonymous answers of this process (rendered pages, GraphQL GET reads),
 * by URL, least recently used first out, each with the tags of what it shows
 * (tags.ts). Invalidations remove every answer with a matching tag.
 *
 * A render that read the database before a change and finishes after the
 * change's notification must not store what it read: every invalidation gets
 * a generation number, a render notes the generation it started at, and
 * `put` refuses an answer when an invalidation since then matches its tags.
 */
import type { Invalidation } from './tags';

export interface CachedAnswer {
  status: number;
  /** Response headers to replay (no Set-Cookie, length, encoding or ETag: those are per answer). */
  headers: ReadonlyArray<readonly [string, string]>;
  body: Buffer;
  /** Compressed once when stored, so a hit costs no compression. */
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
}

interface Entry {
  answer: CachedAnswer;
  tags: readonly string[];
  bytes: number;
  storedAt: number;
}

interface LoggedInvalidation {
  generation: number;
  invalidation: Invalidation;
}

/** Invalidations remembered for renders in flight; a render older than all of them stores nothing. */
const INVALIDATION_LOG_SIZE = 1000;
/** Map and index overhead per entry, roughly, so ten thousand tiny answers still count. */
const ENTRY_OVERHEAD_BYTES = 512;

export interface StoreOptions {
  maxBytes: number;
  /** A safety net only (invalidation keeps answers current): no answer outlives it. */
  maxAgeMs: number;
  now?: () => number;
}

export class PublicCacheStore {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly log: LoggedInvalidation[] = [];
  private readonly invalidationListeners = new Set<(invalidation: Invalidation) => void>();
  private generation = 0;
  private bytes = 0;
  #listening = false;
  /** Off: nothing is served or stored (the bench turns it off to measure rendering). */
  enabled: boolean;

  constructor(private readonly options: StoreOptions) {
    this.enabled = options.maxBytes > 0;
  }

  /**
   * Whether changes reach this process. Until the signal listens, and whenever it
   * reconnects (changes may have been missed meanwhile), everything stored goes.
   */
  setListening(listening: boolean): void {
    this.#listening = listening;
    this.invalidate('all');
  }

  get listening(): boolean {
    return this.#listening;
  }

  get active(): boolean {
    return this.enabled && this.#listening;
  }

  get size(): { answers: number; bytes: number } {
    return { answers: this.entries.size, bytes: this.bytes };
  }

  get(key: string): CachedAnswer | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if ((this.options.now ?? Date.now)() - entry.storedAt > this.options.maxAgeMs) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  /** The generation a render starts at; pass it to `put`. */
  begin(): number {
    return this.generation;
  }

  /** Stores an answer unless a change since `since` touched what it shows. Returns whether it was stored. */
  put(key: string, answer: CachedAnswer, tags: Iterable<string>, since: number): boolean {
    if (!this.active) return false;
    const tagList = [...tags];
    if (this.changedSince(since, tagList)) return false;
    const bytes =
      answer.body.length + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0) + key.length + ENTRY_OVERHEAD_BYTES;
    // One answer may not push out more than an eighth of the cache.
    if (bytes > this.options.maxBytes / 8) return false;
    this.remove(key);
    this.entries.set(key, { answer, tags: tagList, bytes, storedAt: (this.options.now ?? Date.now)() });
    this.bytes += bytes;
    for (const tag of tagList) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
    return true;
  }

  /** Calls `listener` with every invalidation (publicCache/keptRead.ts keeps reads the same way). */
  onInvalidate(listener: (invalidation: Invalidation) => void): void {
    this.invalidationListeners.add(listener);
  }

  invalidate(invalidation: Invalidation): void {
    for (const listener of this.invalidationListeners) listener(invalidation);
    this.generation += 1;
    this.log.push({ generation: this.generation, invalidation });
    if (this.log.length > INVALIDATION_LOG_SIZE) this.log.shift();
    if (invalidation === 'all') {
      this.entries.clear();
      this.keysByTag.clear();
      this.bytes = 0;
      return;
    }
    for (const tag of matchingTags(invalidation, this.keysByTag)) {
      for (const key of [...(this.keysByTag.get(tag) ?? [])]) this.remove(key);
    }
  }

  private changedSince(since: number, tags: readonly string[]): boolean {
    if (since === this.generation) return false;
    const oldest = this.log[0];
    // Invalidations were forgotten since the render began: what they touched is unknown.
    if (!oldest || oldest.generation > since + 1) return true;
    const tagSet = new Set(tags);
    return this.log.some(
      ({ generation, invalidation }) =>
        generation > since && (invalidation === 'all' || matchingTags(invalidation, tagSet).length > 0),
    );
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}

/**
 * The tags among `known` that an invalidation names: exact ones by lookup, and
 * `Type:*` for a whole family by a scan (only bulk changes send families).
 */
export function matchingTags(
  invalidation: readonly string[],
  known: ReadonlySet<string> | ReadonlyMap<string, unknown>,
): string[] {
  const matched: string[] = [];
  const families: string[] = [];
  for (const tag of invalidation) {
    if (tag.endsWith(':*')) families.push(tag.slice(0, -1));
    else if (known.has(tag)) matched.push(tag);
  }
  if (families.length > 0) {
    for (const tag of known.keys()) if (families.some((prefix) => tag.startsWith(prefix))) matched.push(tag);
  }
  return matched;
}
