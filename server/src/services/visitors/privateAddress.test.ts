import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './privateAddress';

describe('isPrivateAddress', () => {
  it.each([
    '172.18.0.1', // Docker's first user-defined bridge gateway
    '172.17.0.1',
    '10.0.0.5',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.10.10',
    'fd12:3456:789a::1', // a unique-local (ULA) gateway, Docker's IPv6 networks
    'fe80::1%eth0',
  ])('counts %s as private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['203.0.113.7', '8.8.8.8', '172.32.0.1', '2001:db8::1', '2800:810:400::5', '127.0.0.1', '::1', 'unknown'])(
    'does not count %s',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});
