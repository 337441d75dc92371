import { describe, expect, it } from 'vitest';
import { addressKey } from './addressKey';

describe('addressKey', () => {
  it('gives two IPv6 addresses in one /64 the same key, however they are written', () => {
    const key = addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002::1')).toBe(key);
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:db8:1:2::5%eth0')).toBe(key);
  });

  it('tells different /64s apart', () => {
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps IPv4 whole and reads IPv4-mapped IPv6 as the IPv4 address it carries', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('198.51.100.8')).not.toBe(addressKey('198.51.100.7'));
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::FFFF:c633:6407')).toBe('198.51.100.7');
  });

  it('leaves a non-address (a request whose socket is gone) as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
