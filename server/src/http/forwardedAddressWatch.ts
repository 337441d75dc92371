/**
 * A warning in the log when, behind the proxy (TRUST_PROXY set), most
 * requests come from one private address. The proxy then does not see the
 * visitors' addresses: Docker's userland proxy relayed them and gave each the
 * bridge gateway's address (IPv6 visitors on a network without IPv6, traffic
 * from the server itself), or another proxy or load balancer stands in front
 * of Caddy. Every visitor behind that address shares one login and contact
 * throttle and counts as one viewer. docs/operations.md, "Real client
 * addresses behind Docker", says what to check and how to fix it; the admin
 * dashboard shows the owner the address the server sees for her.
 *
 * No false alarm from a quiet site: nothing is judged before a whole window
 * of requests, and a visitor on the internet never has a private address
 * (services/visitors/privateAddress.ts), so on a site that receives real addresses the
 * private share stays near zero. Cheap: one comparison per request, a map
 * lookup for private addresses only. At most one warning a day.
 */
import type { TrustProxy } from '../config';
import type { Logger } from '../logger';
import { isPrivateAddress } from '../services/visitors';
import type { ClientAddress } from '../services/appServices';

export const FORWARDED_ADDRESS_WARNING =
  'Most requests come from one private address: the proxy is not receiving visitors\' real addresses, so they share throttles and view counts (docs/operations.md, "Real client addresses behind Docker")';

export interface ForwardedAddressWatchOptions {
  /** Requests judged together. */
  window: number;
  /** The share of a window one private address must reach. */
  share: number;
  /** The least time between two warnings. */
  repeatMs: number;
  now: () => number;
}

export const FORWARDED_ADDRESS_WATCH: ForwardedAddressWatchOptions = {
  window: 200,
  share: 0.5,
  repeatMs: 24 * 60 * 60 * 1000,
  now: () => Date.now(),
};

/** The same resolver, watched; unchanged when no proxy is trusted (then there is nothing forwarded to judge). */
export function watchForwardedAddresses(
  resolve: ClientAddress,
  trust: TrustProxy,
  logger: Pick<Logger, 'warn'>,
  options: ForwardedAddressWatchOptions = FORWARDED_ADDRESS_WATCH,
): ClientAddress {
  if (trust === null) return resolve;
  let seen = 0;
  const privateCounts = new Map<string, number>();
  let lastWarning = -Infinity;
  const judge = () => {
    let top = '';
    let count = 0;
    for (const [address, n] of privateCounts) if (n > count) [top, count] = [address, n];
    const now = options.now();
    if (count >= options.share * seen && now - lastWarning >= options.repeatMs) {
      lastWarning = now;
      logger.warn({ address: top, requests: seen, fromThatAddress: count }, FORWARDED_ADDRESS_WARNING);
    }
    seen = 0;
    privateCounts.clear();
  };
  return (req) => {
    const address = resolve(req);
    seen += 1;
    if (isPrivateAddress(address)) privateCounts.set(address, (privateCounts.get(address) ?? 0) + 1);
    if (seen >= options.window) judge();
    return address;
  };
}
