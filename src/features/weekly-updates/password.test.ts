import { describe, expect, it } from 'vitest';
import { passwordMatches, sha256Hex } from './password.ts';

describe('weekly-updates password check', () => {
  it('hashes like the standard SHA-256', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await sha256Hex('')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('accepts the right password and refuses others', async () => {
    const stored = await sha256Hex('Maroon&Gray 1889');
    expect(await passwordMatches('Maroon&Gray 1889', stored)).toBe(true);
    expect(await passwordMatches('maroon&gray 1889', stored)).toBe(false);
    expect(await passwordMatches('Maroon&Gray 1889 ', stored)).toBe(false);
    expect(await passwordMatches('', stored)).toBe(false);
  });

  it('accepts a stored hash written in capitals', async () => {
    const stored = (await sha256Hex('ñandú')).toUpperCase();
    expect(await passwordMatches('ñandú', stored)).toBe(true);
  });
});
