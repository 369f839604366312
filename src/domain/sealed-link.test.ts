import { describe, expect, it } from 'vitest';
import { openSealedLink, PBKDF2_ITERATIONS, sealLink } from './sealed-link.ts';

const URL = 'https://staff.example.test/weekly-updates?term=fall';
const FEW = 1_000; // fewer iterations keep these tests fast; the format is the same

describe('the sealed Weekly Updates address', () => {
  it('opens with the right password only', async () => {
    const sealed = await sealLink(URL, 'Maroon&Gray 1889', FEW);
    expect(await openSealedLink(sealed, 'Maroon&Gray 1889')).toBe(URL);
    expect(await openSealedLink(sealed, 'maroon&gray 1889')).toBeNull();
    expect(await openSealedLink(sealed, 'Maroon&Gray 1889 ')).toBeNull();
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

  it('refuses a record that was changed', async () => {
    const sealed = await sealLink(URL, 'right password', FEW);
    const flipped = `${sealed.data.slice(0, -2)}${sealed.data.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(await openSealedLink({ ...sealed, data: flipped }, 'right password')).toBeNull();
    expect(await openSealedLink({ ...sealed, iterations: FEW + 1 }, 'right password')).toBeNull();
  });

  it('uses 600,000 PBKDF2 iterations by default', async () => {
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    const sealed = await sealLink(URL, 'default cost');
    expect(sealed.iterations).toBe(600_000);
    expect(await openSealedLink(sealed, 'default cost')).toBe(URL);
  });
});
