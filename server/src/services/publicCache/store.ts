/**
 * The anonymous answers of this process (rendered pages, GraphQL GET reads),
 * by key (http/pageCache.ts: a page's path and the parameters it reads, a
 * read's exact URL), each with the tags of what it shows (tags.ts).
 * Invalidations remove every answer with a matching tag.
 *
 * A render that read the database before a change and finishes after the
 * change's notification must not store what it read: every invalidation gets
 * a generation number, a render notes the generation it started at, and
 * `put` refuses an answer when an invalidation since then matches its tags.
 *
 * Admission: a segmented LRU. A new answer enters on probation; the first
 * time it is served from here it moves to the protected segment (at most
 * PROTECTED_SHARE of the size). Room for a new answer is only ever taken from
 * probation (its least recently used first), and the protected segment only
 * shrinks when a promotion or a growing answer pushes it past its share. So
 * a flood of distinct URLs, each asked for once, is never served from here,
 * never promoted, and evicts only other answers on probation: the pages that
 * were asked for again stay, whatever the flood's size. Chosen over storing
 * a URL only on its second request (a "seen once" filter) because that one
 * renders every page twice before keeping it, after every change too; and
 * over a frequency sketch (TinyLFU) because its protection is probabilistic
 * (hash collisions) and needs aging. This one needs neither, and a page is
 * still kept from its first render.
 */
import type { Invalidation } from './tags';

export interface CachedAnswer {
  status: number;
  /** Response headers to replay (no Set-Cookie, length, encoding or ETag: those are per answer). */
  headers: ReadonlyArray<readonly [string, string]>;
  body: Buffer;
  etag: string;
  /**
   * The body in each content coding a client asked for, compressed once, when
   * first asked for (http/pageCache.ts); a promise while it compresses. Its
   * bytes count once `grew` is told.
   */
  readonly encoded: Map<string, Buffer | Promise<Buffer>>;
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
/**
 * The protected segment's share of the size. The rest, probation, is always
 * larger than the largest answer (an eighth), so a new answer never needs a
 * protected one's room.
 */
export const PROTECTED_SHARE = 0.8;

export interface StoreOptions {
  maxBytes: number;
  /** A safety net only (invalidation keeps answers current): no answer outlives it. */
  maxAgeMs: number;
  now?: () => number;
}

export class PublicCacheStore {
  /** Answers not yet served from here, least recently used first. */
  private readonly probation = new Map<string, Entry>();
  /** Answers served from here at least once, least recently used first. */
  private readonly protectedEntries = new Map<string, Entry>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly log: LoggedInvalidation[] = [];
  private readonly invalidationListeners = new Set<(invalidation: Invalidation) => void>();
  private generation = 0;
  private bytes = 0;
  private protectedBytes = 0;
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
    return { answers: this.probation.size + this.protectedEntries.size, bytes: this.bytes };
  }

  /** An answer to serve: it counts as used (an answer on probation is promoted). */
  get(key: string): CachedAnswer | undefined {
    if (!this.active) return undefined;
    const entry = this.protectedEntries.get(key) ?? this.probation.get(key);
    if (!entry) return undefined;
    if ((this.options.now ?? Date.now)() - entry.storedAt > this.options.maxAgeMs) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last: eviction and demotion take from the front.
    if (this.probation.delete(key)) this.protectedBytes += entry.bytes;
    else this.protectedEntries.delete(key);
    this.protectedEntries.set(key, entry);
    this.demoteAndEvict();
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
    let bytes = answer.body.length + key.length + ENTRY_OVERHEAD_BYTES;
    for (const copy of answer.encoded.values()) if (Buffer.isBuffer(copy)) bytes += copy.length;
    // One answer may not push out more than an eighth of the cache.
    if (bytes > this.options.maxBytes / 8) return false;
    // A page stored again (two renders of it at once) keeps its segment.
    const wasProtected = this.protectedEntries.has(key);
    this.remove(key);
    const entry = { answer, tags: tagList, bytes, storedAt: (this.options.now ?? Date.now)() };
    (wasProtected ? this.protectedEntries : this.probation).set(key, entry);
    this.bytes += bytes;
    if (wasProtected) this.protectedBytes += bytes;
    for (const tag of tagList) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.demoteAndEvict();
    return true;
  }

  /**
   * Counts `bytes` more for `answer` (a compressed copy in answer.encoded) if
   * it is still stored under `key`; an answer that grows past an eighth of the
   * cache goes.
   */
  grew(key: string, answer: CachedAnswer, bytes: number): void {
    const entry = this.protectedEntries.get(key) ?? this.probation.get(key);
    if (entry?.answer !== answer) return;
    if (entry.bytes + bytes > this.options.maxBytes / 8) return this.remove(key);
    entry.bytes += bytes;
    this.bytes += bytes;
    if (this.protectedEntries.has(key)) this.protectedBytes += bytes;
    this.demoteAndEvict();
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
      this.probation.clear();
      this.protectedEntries.clear();
      this.keysByTag.clear();
      this.bytes = 0;
      this.protectedBytes = 0;
      return;
    }
    for (const tag of matchingTags(invalidation, this.keysByTag)) {
      for (const key of [...(this.keysByTag.get(tag) ?? [])]) this.remove(key);
    }
  }

  /**
   * Keeps the protected segment within its share (its least recently used
   * go back on probation, as the most recent there), then the whole within
   * its size, from probation's least recently used. Only when probation is
   * empty, which the shares make impossible for a new answer, does a
   * protected answer go.
   */
  private demoteAndEvict(): void {
    const protectedMax = this.options.maxBytes * PROTECTED_SHARE;
    for (const [key, entry] of this.protectedEntries) {
      if (this.protectedBytes <= protectedMax) break;
      this.protectedEntries.delete(key);
      this.protectedBytes -= entry.bytes;
      this.probation.set(key, entry);
    }
    while (this.bytes > this.options.maxBytes) {
      const oldest = this.probation.keys().next();
      const victim = oldest.done ? this.protectedEntries.keys().next().value : oldest.value;
      if (victim === undefined) break;
      this.remove(victim);
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
    let entry = this.probation.get(key);
    if (entry) this.probation.delete(key);
    else {
      entry = this.protectedEntries.get(key);
      if (!entry) return;
      this.protectedEntries.delete(key);
      this.protectedBytes -= entry.bytes;
    }
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
/** Calls `drop` on every invalidation of 'all' or of one of `tags` (the kept reads' one rule). */
export function onTagsInvalidated(store: PublicCacheStore, tags: readonly string[], drop: () => void): void {
  const tagSet = new Set(tags);
  store.onInvalidate((invalidation) => {
    if (invalidation === 'all' || matchingTags(invalidation, tagSet).length > 0) drop();
  });
}

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
