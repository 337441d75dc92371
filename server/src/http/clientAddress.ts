/**
 * The one place that decides who the client is. Log lines show this address;
 * throttles and view de-duplication key on addressKey() of it
 * (services/addressKey.ts: an IPv6 client counts as its /64). It must not be
 * something a client can choose: X-Forwarded-For is read only through the proxies that
 * TRUST_PROXY names (a hop count or a list of addresses/CIDRs), with the same
 * rules as Express's "trust proxy" (proxy-addr). Unset, the socket's address
 * is the client, and any X-Forwarded-For header is ignored.
 */
import { isIP } from 'node:net';
import proxyAddr from 'proxy-addr';
import type { TrustProxy } from '../config';
import type { ClientAddress } from '../services/types';

export type { ClientAddress } from '../services/types';

/** What a request whose socket is already gone is counted as. */
export const UNKNOWN_ADDRESS = 'unknown';

export function clientAddressResolver(trust: TrustProxy): ClientAddress {
  const isTrusted: (address: string, hop: number) => boolean =
    trust === null
      ? () => false
      : 'hops' in trust
        ? (_address, hop) => hop < trust.hops
        : proxyAddr.compile(trust.addresses);
  return (req) => {
    const socketAddress = req.socket.remoteAddress;
    if (!socketAddress) return UNKNOWN_ADDRESS;
    const address = trust === null ? socketAddress : proxyAddr(req, isTrusted);
    // A trusted proxy passes on what it was sent; only a real address may become a throttle key.
    return normalize(isIP(address) ? address : socketAddress);
  };
}

/** IPv4 clients of a dual-stack socket arrive as ::ffff:a.b.c.d; one client must have one spelling. */
function normalize(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address.toLowerCase();
}
