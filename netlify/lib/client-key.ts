/**
 * The key a client's requests are counted under: its address, with every IPv6 address of one /64
 * network counted together. A home, an office or a cloud machine gets a whole /64 (2^64 addresses)
 * from its provider, so counting each IPv6 address apart would give one client a fresh allowance
 * per address. An IPv4 address inside IPv6 (::ffff:203.0.113.7) is that IPv4 address.
 */

/** The 8 groups of an IPv6 address as numbers, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  // An IPv4 tail (::ffff:203.0.113.7) is written as its two groups (::ffff:cb00:7107).
  const text = address.replace(
    /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/,
    (tail, a: string, b: string, c: string, d: string) => {
      const bytes = [a, b, c, d].map(Number);
      if (bytes.some((byte) => byte > 255)) return tail;
      const [w = 0, x = 0, y = 0, z = 0] = bytes;
      return `${(w * 256 + x).toString(16)}:${(y * 256 + z).toString(16)}`;
    },
  );
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0] ?? '');
  const rest = halves.length === 2 ? parse(halves[1] ?? '') : [];
  if (![...head, ...rest].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const zeros = Array.from({ length: halves.length === 2 ? missing : 0 }, () => '0');
  return [...head, ...zeros, ...rest].map((group) => Number.parseInt(group, 16));
}

/** "203.0.113.7" stays itself; "2001:db8:1:2::15" becomes "2001:db8:1:2::/64". */
export function clientKey(ip: string | undefined): string {
  const address = (ip ?? '').trim().toLowerCase();
  if (address === '') return 'unknown';
  // [2001:db8::1] and a zone (fe80::1%eth0) are the same address.
  const bare = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (!bare.includes(':')) return bare;
  const groups = ipv6Groups(bare);
  if (groups === null) return address;
  const [a, b, c, d, e, f, g, h] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // IPv4-mapped (::ffff:0:0/96): the IPv4 address it carries.
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff)
    return [g >> 8, g & 255, h >> 8, h & 255].join('.');
  return `${[a, b, c, d].map((group) => group.toString(16)).join(':')}::/64`;
}
