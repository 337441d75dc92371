/**
 * The one place that decides who the client is. Log lines show this address;
 * throttles and view de-duplication key on addressKey() of it
 * (services/visitors/addressKey.ts: an IPv6 client counts as its /64). It must not be
 * something a client can choose: X-Forwarded-For is read only through the proxies that
 * TRUST_PROXY names (a hop count or a list of addresses/CIDRs), with the same
 * rules as Express's "trust proxy" (proxy-addr). Unset, the socket's address
 * is the client, and any X-Forwarded-For header is ignored.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from 'proxy-addr';
import type { TrustProxy } from '../config';
import type { ClientAddress } from '../services/appServices';

export type { ClientAddress } from '../services/appServices';

/** What a request whose socket is already gone is counted as. */
export const UNKNOWN_ADDRESS = 'unknown';

/** TRUST_PROXY as proxy-addr's rule: whether the address at this hop (0 = the socket's peer) is a trusted proxy. */
function trustRule(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === null) return () => false;
  if ('hops' in trust) return (_address, hop) => hop < trust.hops;
  return proxyAddr.compile(trust.addresses);
}

export function clientAddressResolver(trust: TrustProxy): ClientAddress {
  const isTrusted = trustRule(trust);
  return (req) => {
    const socketAddress = req.socket.remoteAddress;
    if (!socketAddress) return UNKNOWN_ADDRESS;
    const address = trust === null ? socketAddress : proxyAddr(req, isTrusted);
    // A trusted proxy passes on what it was sent; only a real address may become a throttle key.
    return normalize(isIP(address) ? address : socketAddress);
  };
}

/**
 * Whether the request's own peer (the socket) is a proxy TRUST_PROXY names, by
 * the same rule as the client address: only then may a header it sends speak
 * for the request (http/requestLog.ts takes X-Request-Id this way).
 */
export function trustedPeerResolver(trust: TrustProxy): (req: IncomingMessage) => boolean {
  const isTrusted = trustRule(trust);
  return (req) => {
    const socketAddress = req.socket.remoteAddress;
    return socketAddress !== undefined && isTrusted(socketAddress, 0);
  };
}

/** IPv4 clients of a dual-stack socket arrive as ::ffff:a.b.c.d; one client must have one spelling. */
function normalize(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address.toLowerCase();
}
