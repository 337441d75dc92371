/**
 * Whether a client address is a private one: RFC 1918, shared address space
 * (carrier-grade NAT), link-local, IPv6 unique-local and link-local. A visitor
 * on the internet never reaches the site with one, so behind the proxy
 * (TRUST_PROXY) a private address means something between the visitor and
 * the proxy rewrote the source: typically Docker's userland proxy
 * (docker-proxy), which gives every connection it relays the bridge gateway's
 * address (docs/operations.md, "Real client addresses behind Docker").
 * Loopback is not counted: that is the server talking to itself (the backup
 * command through the running server, a check run inside the container).
 */
import { BlockList, isIP } from 'node:net';

const PRIVATE_RANGES = new BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv4');
}
PRIVATE_RANGES.addSubnet('fc00::', 7, 'ipv6');
PRIVATE_RANGES.addSubnet('fe80::', 10, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  // A zone index (fe80::1%eth0) names the server's interface, not the client.
  const bare = address.split('%')[0]!;
  const version = isIP(bare);
  if (version === 0) return false;
  return PRIVATE_RANGES.check(bare, version === 4 ? 'ipv4' : 'ipv6');
}
