/**
 * The subject every per-address limit and de-duplication keys on, derived
 * from the client address (http/clientAddress.ts) in this one place. Log lines
 * keep the full address; only counting uses the key.
 *
 * An IPv6 client is keyed by its /64 prefix: one household or one rented
 * server is routinely given a whole /64 (2^64 addresses, and privacy
 * extensions rotate among them), so keying on the full address would hand a
 * script a fresh identity on every request. IPv4 stays whole, and an
 * IPv4-mapped IPv6 address (::ffff:a.b.c.d, as a dual-stack socket reports
 * IPv4 clients) is the IPv4 address it carries.
 */
import { isIP } from 'node:net';

/** How many leading bits of an IPv6 address name one client. */
export const IPV6_CLIENT_PREFIX_BITS = 64;

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

export function addressKey(address: string): string {
  // A zone index (fe80::1%eth0) names the server's interface, not the client.
  const bare = address.split('%')[0]!.toLowerCase();
  const version = isIP(bare);
  if (version === 4) return bare;
  if (version !== 6) return address;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  const kept = groups.slice(0, IPV6_CLIENT_PREFIX_BITS / 16).map((group) => group.toString(16));
  return `${kept.join(':')}::/${IPV6_CLIENT_PREFIX_BITS}`;
}
