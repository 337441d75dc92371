/**
 * The site searches an instance has been sent since its last write, kept in
 * memory and written with the view buffer's batch (writeSearches.ts), like
 * visits (visitTally.ts): a search costs no database work of its own.
 */
import type { ContentTypeValue } from '../../db/schema';

export interface SearchHit {
  /** addressKey() of the client address; only hashed into the throttle subject, never stored. */
  address: string;
  /** The list searched: /articulos or /guias. */
  contentType: ContentTypeValue;
  /** normalizeSearchTerm()'s result. */
  term: string;
}

/**
 * Distinct address-and-term pairs kept between writes. Lower than the visits'
 * bound: each distinct term costs one search query per list when written.
 */
export const MAX_SEARCHES_TALLIED = 5_000;

const SEP = '\t';

export class SearchTally {
  /** `address\tterm` → the lists it was searched on. A term holds no tab (normalised to a space). */
  private readonly searched = new Map<string, Set<ContentTypeValue>>();
  dropped = 0;

  get size(): number {
    return this.searched.size;
  }

  add(hit: SearchHit): void {
    const key = `${hit.address}${SEP}${hit.term}`;
    const types = this.searched.get(key);
    if (types) {
      types.add(hit.contentType);
      return;
    }
    if (this.size >= MAX_SEARCHES_TALLIED) {
      this.dropped += 1;
      return;
    }
    this.searched.set(key, new Set([hit.contentType]));
  }

  /** Adds another tally's searches (a batch that failed to write, put back). */
  merge(other: SearchTally): void {
    for (const [key, types] of other.searched)
      for (const contentType of types) {
        const [address, term] = key.split(SEP) as [string, string];
        this.add({ address, term, contentType });
      }
  }

  /** One entry per address and term, with the lists it was searched on. */
  entries(): Array<{ address: string; term: string; types: ContentTypeValue[] }> {
    return [...this.searched].map(([key, types]) => {
      const [address, term] = key.split(SEP) as [string, string];
      return { address, term, types: [...types].sort() };
    });
  }
}
