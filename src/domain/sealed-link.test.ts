import { afterEach, describe, expect, it, vi } from 'vitest';
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

/**
 * A format-2 record sealed by hand around any bytes, as a changed or foreign record could be:
 * PBKDF2-SHA-256 and AES-256-GCM, as the module's own comment describes the format.
 */
async function sealBytes(plain: Uint8Array<ArrayBuffer>, password: string): Promise<SealedLink> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  const key = await crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: FEW },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
  const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
  return {
    v: 2,
    iterations: FEW,
    salt: text(salt),
    iv: text(iv),
    data: text(new Uint8Array(data)),
  };
}

/** An address padded with zero bytes to SEALED_ADDRESS_BYTES, as sealLink seals it. */
function paddedBytes(url: string): Uint8Array<ArrayBuffer> {
  const block = new Uint8Array(SEALED_ADDRESS_BYTES);
  block.set(new TextEncoder().encode(url));
  return block;
}

describe('the sealed Weekly Updates address', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens a record made by hand in the published format (the format is the contract with old records)', async () => {
    expect(await openSealedLink(await sealBytes(paddedBytes(URL), 'by hand'), 'by hand')).toBe(URL);
  });

  it('refuses a record whose padding is not all zero bytes', async () => {
    const plain = paddedBytes(URL);
    plain[SEALED_ADDRESS_BYTES - 1] = 0x78; // an "x" after the padding began
    expect(await openSealedLink(await sealBytes(plain, 'by hand'), 'by hand')).toBeNull();
  });

  it('never opens with an empty password, even a record sealed with one', async () => {
    expect(await openSealedLink(await sealBytes(paddedBytes(URL), ''), '')).toBeNull();
  });

  it('seals and opens a record that asks for exactly the most iterations allowed', async () => {
    // The key derivation is made cheap here: ten million real iterations take seconds.
    const deriveKey = crypto.subtle.deriveKey.bind(crypto.subtle);
    const asked: number[] = [];
    vi.spyOn(crypto.subtle, 'deriveKey').mockImplementation((algorithm, base, derived, ...rest) => {
      asked.push((algorithm as Pbkdf2Params).iterations);
      return deriveKey({ ...(algorithm as Pbkdf2Params), iterations: 1 }, base, derived, ...rest);
    });
    const sealed = await sealLink(URL, 'at the ceiling', MAX_PBKDF2_ITERATIONS);
    expect(sealed.iterations).toBe(MAX_PBKDF2_ITERATIONS);
    expect(await openSealedLink(sealed, 'at the ceiling')).toBe(URL);
    expect(asked).toEqual([MAX_PBKDF2_ITERATIONS, MAX_PBKDF2_ITERATIONS]);
  });

  it('refuses a count of iterations that is not a whole number from 1 before any key work', async () => {
    const sealed = await sealLink(URL, 'right password', FEW);
    const deriveKey = vi.spyOn(crypto.subtle, 'deriveKey');
    for (const iterations of [0, -1, 1.5, Number.NaN])
      expect(await openSealedLink({ ...sealed, iterations }, 'right password')).toBeNull();
    expect(deriveKey).not.toHaveBeenCalled();
  });

  it('does no key work for a format-2 record whose data is not padded', async () => {
    const sealed = await sealLink(URL, 'right password', FEW);
    const deriveKey = vi.spyOn(crypto.subtle, 'deriveKey');
    const short = Buffer.from(sealed.data, 'base64url').subarray(1).toString('base64url');
    expect(await openSealedLink({ ...sealed, data: short }, 'right password')).toBeNull();
    expect(deriveKey).not.toHaveBeenCalled();
  });

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
