import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 together, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2::15',
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '[2001:db8:1:2::1]',
      '2001:db8:1:2:0:0:0:1%eth0',
      '2001:db8:1:2:1:2:192.0.2.1',
    ])
      expect(clientKey(address), address).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('reads an IPv4 address carried in IPv6 as that IPv4 address', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keeps anything else apart, under its own text, and no address as "unknown"', () => {
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('')).toBe('unknown');
    expect(clientKey('1:2:3')).toBe('1:2:3');
    expect(clientKey('1::2::3')).toBe('1::2::3');
    expect(clientKey('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
    expect(clientKey('::ffff:300.0.0.1')).toBe('::ffff:300.0.0.1');
  });
});
