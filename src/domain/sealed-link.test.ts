import { describe, expect, it } from 'vitest';
import {
  MAX_PBKDF2_ITERATIONS,
  openSealedLink,
  PBKDF2_ITERATIONS,
  sealLink,
  SEALED_ADDRESS_BYTES,
  type SealedLink,
} from './sealed-link.ts';

const URL = 'https://staff.example.test/weekly-updates?term=fall';
const FEW = 1_000; // fewer iterations keep these tests fast; the format is the same

/** The bytes of a record's data: the sealed text and the 16-byte tag. */
const dataBytes = (sealed: SealedLink) => Buffer.from(sealed.data, 'base64url').length;

describe('the sealed Weekly Updates address', () => {
  it('opens with the right password only', async () => {
    const sealed = await sealLink(URL, 'Lantern Quiver 2044', FEW);
    expect(await openSealedLink(sealed, 'Lantern Quiver 2044')).toBe(URL);
    expect(await openSealedLink(sealed, 'lantern quiver 2044')).toBeNull();
    expect(await openSealedLink(sealed, 'Lantern Quiver 2044 ')).toBeNull();
    expect(await openSealedLink(sealed, '')).toBeNull();
  });

  it('publishes neither the address nor a hash of the password', async () => {
    const sealed = await sealLink(URL, 'ñandú ñandú', FEW);
    const text = JSON.stringify(sealed);
    expect(text).not.toContain('staff.example.test');
    expect(Object.keys(sealed).sort()).toEqual(['data', 'iterations', 'iv', 'salt', 'v']);
    expect(sealed.salt).toMatch(/^[\w-]{22}$/);
    expect(sealed.iv).toMatch(/^[\w-]{16}$/);
    // A fresh salt and nonce every time.
    const again = await sealLink(URL, 'ñandú ñandú', FEW);
    expect(again.salt).not.toBe(sealed.salt);
    expect(again.data).not.toBe(sealed.data);
    expect(await openSealedLink(again, 'ñandú ñandú')).toBe(URL);
  });

  it('does not tell the address’s length: every address is sealed as 256 bytes', async () => {
    const short = await sealLink('https://a.example/', 'padding check', FEW);
    const long = await sealLink(`https://a.example/${'x'.repeat(200)}`, 'padding check', FEW);
    expect(short.v).toBe(2);
    expect(dataBytes(short)).toBe(SEALED_ADDRESS_BYTES + 16);
    expect(dataBytes(long)).toBe(dataBytes(short));
    expect(short.data).toHaveLength(long.data.length);
    expect(await openSealedLink(short, 'padding check')).toBe('https://a.example/');
    expect(await openSealedLink(long, 'padding check')).toBe(
      `https://a.example/${'x'.repeat(200)}`,
    );
  });

  it('refuses to seal an address longer than the padding', async () => {
    const longest = `https://a.example/${'x'.repeat(SEALED_ADDRESS_BYTES - 'https://a.example/'.length)}`;
    expect(await openSealedLink(await sealLink(longest, 'fits exactly', FEW), 'fits exactly')).toBe(
      longest,
    );
    await expect(sealLink(`${longest}x`, 'one byte too many', FEW)).rejects.toThrow(
      'at most 256 can be sealed',
    );
  });

  it('still opens a record sealed before padding (format 1), so that a school’s record keeps working', async () => {
    // Made once with the format-1 code (commit f308d4b), 1,000 iterations.
    const before: SealedLink = {
      v: 1,
      iterations: 1000,
      salt: 'wx-eO8B6I-cD-2ZqbQrHqQ',
      iv: 'EpFCbY5d2SNSs_Ph',
      data: 'YR2NbI6SXbrvW04UTDciX1QyvhZ-ax23QBQ4ajzXn2rORpll1bGnc684Gz1I1wdopPu_X-HhzushJi785JlozmWaxQ',
    };
    expect(await openSealedLink(before, 'sealed before padding')).toBe(URL);
    expect(await openSealedLink(before, 'not the password')).toBeNull();
    // A format-2 record must be padded: the same data read as format 2 does not open.
    expect(await openSealedLink({ ...before, v: 2 }, 'sealed before padding')).toBeNull();
  });

  it('refuses a record that was changed', async () => {
    const sealed = await sealLink(URL, 'right password', FEW);
    const flipped = `${sealed.data.slice(0, -2)}${sealed.data.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(await openSealedLink({ ...sealed, data: flipped }, 'right password')).toBeNull();
    expect(await openSealedLink({ ...sealed, iterations: FEW + 1 }, 'right password')).toBeNull();
    expect(await openSealedLink({ ...sealed, data: '%%%' }, 'right password')).toBeNull();
  });

  it('will not work for minutes on a record that asks for too many iterations', async () => {
    const sealed = await sealLink(URL, 'right password', FEW);
    const started = performance.now();
    for (const iterations of [10_000_001, 1.5, -1, Number.NaN])
      expect(await openSealedLink({ ...sealed, iterations }, 'right password')).toBeNull();
    // Refused before any work (10,000,001 iterations take seconds even in Node).
    expect(performance.now() - started).toBeLessThan(1_000);
    // The most WebCrypto takes, which would keep a phone busy for hours: refused at once too.
    expect(
      await openSealedLink({ ...sealed, iterations: 2 ** 31 - 1 }, 'right password'),
    ).toBeNull();
    await expect(sealLink(URL, 'right password', MAX_PBKDF2_ITERATIONS + 1)).rejects.toThrow();
  });

  it('uses 600,000 PBKDF2 iterations by default, and at most 10,000,000', async () => {
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    expect(MAX_PBKDF2_ITERATIONS).toBe(10_000_000);
    const sealed = await sealLink(URL, 'default cost');
    expect(sealed.iterations).toBe(600_000);
    expect(await openSealedLink(sealed, 'default cost')).toBe(URL);
  });

  it('refuses to seal with no password, with iterations that are not a whole number from 1, or a zero byte', async () => {
    await expect(sealLink(URL, '', FEW)).rejects.toThrow('The password is empty.');
    for (const iterations of [0, -5, 1.5, Number.NaN])
      await expect(sealLink(URL, 'right password', iterations)).rejects.toThrow(
        'Iterations must be a whole number from 1 to 10000000.',
      );
    expect(await openSealedLink(await sealLink(URL, 'one round', 1), 'one round')).toBe(URL);
    await expect(sealLink('https://a.example/\u0000', 'right password', FEW)).rejects.toThrow(
      'The address contains a zero byte.',
    );
  });

  it('opens no record of a format it does not know', async () => {
    const sealed = await sealLink(URL, 'right password', FEW);
    expect(
      await openSealedLink({ ...sealed, v: 3 } as unknown as SealedLink, 'right password'),
    ).toBeNull();
  });
});
