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

  it('reads every octet of an IPv4 tail, from 0 to 255', () => {
    expect(clientKey('::ffff:198.51.100.27')).toBe('198.51.100.27');
    expect(clientKey('::ffff:203.0.113.255')).toBe('203.0.113.255');
    // 256 is no octet, even where its two groups would still read as an address.
    expect(clientKey('::ffff:0.256.0.1')).toBe('::ffff:0.256.0.1');
    // Only a tail: dotted numbers inside the address are no IPv4 address.
    expect(clientKey('::ffff:1.2.3.4:5')).toBe('::ffff:1.2.3.4:5');
  });

  it('reads "::" as one group of zeros or more, never none', () => {
    expect(clientKey('2001:db8:1:2:3:4::8')).toBe('2001:db8:1:2::/64');
    expect(clientKey('1:2:3:4:5:6:7::8')).toBe('1:2:3:4:5:6:7::8');
  });

  it('takes only ::ffff:0:0/96 as IPv4 in IPv6, not an address that merely ends like one', () => {
    for (const address of [
      '1:0:0:0:0:ffff:cb00:7107',
      '0:1:0:0:0:ffff:cb00:7107',
      '0:0:1:0:0:ffff:cb00:7107',
      '0:0:0:1:0:ffff:cb00:7107',
      '0:0:0:0:1:ffff:cb00:7107',
      '0:0:0:0:0:fffe:cb00:7107',
    ]) {
      const [a, b, c, d] = address.split(':');
      expect(clientKey(address), address).toBe(`${a}:${b}:${c}:${d}::/64`);
    }
  });

  it('takes brackets and a zone off an IPv4 address too, but only brackets around the whole text', () => {
    expect(clientKey('[203.0.113.7]')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.7%eth0')).toBe('203.0.113.7');
    expect(clientKey('a[::1]')).toBe('a[::1]');
    expect(clientKey('[::1]a')).toBe('[::1]a');
  });
});
