import { isIP } from 'node:net';

/**
 * Whether `cidr` is an IPv6 range of unique local addresses (fd00::/8, RFC 4193): private,
 * never routed on the internet, what docker-compose.yml gives its network (Docker before 27
 * has no IPv6 pool to pick one from, and `up` stops without one).
 */
export function isUniqueLocalSubnet(cidr: string): boolean {
  const [address = '', bits = '', ...rest] = cidr.split('/');
  if (rest.length > 0 || isIP(address) !== 6 || !/^\d{1,3}$/.test(bits) || Number(bits) > 128) return false;
  return /^fd[0-9a-f]{2}:/i.test(address);
}

/** The value a compose `${NAME:-default}` gives when NAME is unset; any other text as it is. */
export function composeDefault(text: string): string {
  return /^\$\{[A-Z0-9_]+:-(.*)\}$/.exec(text)?.[1] ?? text;
}
