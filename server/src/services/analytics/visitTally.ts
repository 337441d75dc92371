/**
 * The visits an instance has been sent since its last write, kept in memory
 * and written with the view buffer's batch (views/viewBuffer.ts), so a visit
 * costs no database work of its own. Only what the daily totals need is
 * kept: which address key saw which page, and how each landing arrived.
 */
import type { Arrival } from './arrival';

/** One page load's view: the whole site, and the page it showed. */
export interface VisitHit {
  /** addressKey() of the client address (visitors/addressKey.ts); hashed when written, never stored. */
  address: string;
  /** 'article:<id>', 'guide:<id>' or 'page:<path>'. */
  scope: string;
  /** Set on the view of the page a visit lands on (the first of a page load). */
  arrival: Arrival | null;
}

/** Distinct address-and-scope pairs kept between writes: bounds memory under a flood (~0.2 KB each). */
export const MAX_TALLIED = 50_000;

export const SITE_SCOPE = 'site';

/** Separates the parts of a key; no part can hold it (tags and paths are cleaned before). */
const SEP = '\t';

export class VisitTally {
  /** `address\tscope` of every page shown (the site scope included). */
  readonly seen = new Set<string>();
  /** `address\tsource\tutmSource\tutmCampaign` of every landing. */
  readonly landings = new Set<string>();
  dropped = 0;

  get size(): number {
    return this.seen.size + this.landings.size;
  }

  add(hit: VisitHit): void {
    if (this.size >= MAX_TALLIED) {
      this.dropped += 1;
      return;
    }
    this.seen.add(`${hit.address}${SEP}${SITE_SCOPE}`);
    this.seen.add(`${hit.address}${SEP}${hit.scope}`);
    if (hit.arrival) {
      const { source, utmSource, utmCampaign } = hit.arrival;
      this.landings.add([hit.address, source, utmSource, utmCampaign].join(SEP));
    }
  }

  /** Adds another tally's visits (a batch that failed to write, put back). */
  merge(other: VisitTally): void {
    for (const key of other.seen) if (this.size < MAX_TALLIED) this.seen.add(key);
    for (const key of other.landings) if (this.size < MAX_TALLIED) this.landings.add(key);
  }

  /** The pairs, split: [address, scope]. */
  pages(): Array<[string, string]> {
    return [...this.seen].map((key) => key.split(SEP) as [string, string]);
  }

  arrivals(): Array<{ address: string } & Arrival> {
    return [...this.landings].map((key) => {
      const [address, source, utmSource, utmCampaign] = key.split(SEP) as [string, string, string, string];
      return { address, source, utmSource, utmCampaign };
    });
  }
}
