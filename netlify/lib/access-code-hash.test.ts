import { describe, expect, it } from 'vitest';
import {
  accessCodeMatches,
  accessCodeStrengthProblem,
  acceptableParams,
  DEFAULT_SCRYPT_PARAMS,
  hashLineProblem,
  formatAccessCodeHash,
  hashAccessCode,
  normalizeAccessCode,
  parseAccessCodeHash,
} from './access-code-hash.ts';

const FAST = { ln: 14, r: 8, p: 1 };
const SALT = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');

describe('access-code hash', () => {
  it('writes one line with its parameters, salt and key, and reads it back', () => {
    const line = hashAccessCode('Bronx Brilliance', FAST, SALT);
    expect(line).toMatch(/^scrypt:ln=14,r=8,p=1:AAECAwQFBgcICQoLDA0ODw:[\w-]{43}$/);
    const parsed = parseAccessCodeHash(`  ${line}\n`);
    expect(parsed).not.toBeNull();
    expect(parsed && formatAccessCodeHash(parsed)).toBe(line);
  });

  it('is scrypt itself (a known derivation) and salted (same code, different lines)', async () => {
    const { scryptSync } = await import('node:crypto');
    const expected = scryptSync('abc', SALT, 32, { N: 2 ** 14, r: 8, p: 1 }).toString('base64url');
    expect(hashAccessCode('abc', FAST, SALT).endsWith(`:${expected}`)).toBe(true);
    expect(hashAccessCode('abc', FAST)).not.toBe(hashAccessCode('abc', FAST));
  });

  it('uses OWASP’s scrypt cost by default', () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ ln: 17, r: 8, p: 1 });
  });

  it('matches the right code only, with surrounding whitespace ignored and case kept', async () => {
    const hash = parseAccessCodeHash(hashAccessCode(' Café 418 ', FAST));
    if (hash === null) throw new Error('unreadable hash');
    expect(await accessCodeMatches('Café 418', hash)).toBe(true);
    expect(await accessCodeMatches('\tCafé 418\n', hash)).toBe(true);
    // The same letters typed as e + combining accent (another keyboard) are the same code.
    expect(await accessCodeMatches('Cafe\u0301 418', hash)).toBe(true);
    expect(await accessCodeMatches('café 418', hash)).toBe(false);
    expect(await accessCodeMatches('Café418', hash)).toBe(false);
    expect(await accessCodeMatches('', hash)).toBe(false);
  });

  it('refuses to hash an empty code', () => {
    expect(() => hashAccessCode('  ', FAST)).toThrow(/empty/);
  });

  it.each([
    ['nothing', undefined],
    ['an empty line', ''],
    ['a SHA-256', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['another algorithm', 'bcrypt:ln=14,r=8,p=1:AAECAwQFBgcICQoLDA0ODw:' + 'A'.repeat(43)],
    ['a weak cost', 'scrypt:ln=10,r=8,p=1:AAECAwQFBgcICQoLDA0ODw:' + 'A'.repeat(43)],
    [
      'a cost too big for a function',
      'scrypt:ln=20,r=16,p=1:AAECAwQFBgcICQoLDA0ODw:' + 'A'.repeat(43),
    ],
    ['a short salt', 'scrypt:ln=14,r=8,p=1:AAEC:' + 'A'.repeat(43)],
    ['a short key', 'scrypt:ln=14,r=8,p=1:AAECAwQFBgcICQoLDA0ODw:AAAA'],
    [
      'characters outside base64url',
      'scrypt:ln=14,r=8,p=1:AAECAwQFBgcICQoLDA0ODw:' + '+'.repeat(43),
    ],
  ])('reads %s as no hash', (_name, line) => {
    expect(parseAccessCodeHash(line)).toBeNull();
  });

  it('normalizes codes the same way for hashing and checking', () => {
    expect(normalizeAccessCode('  A b\u0301 \n')).toBe('A b\u0301'.normalize('NFC'));
  });
});

describe('limits', () => {
  it('accepts the default cost and refuses one that would take more than about a second', () => {
    expect(acceptableParams(DEFAULT_SCRYPT_PARAMS)).toBe(true);
    expect(acceptableParams({ ln: 17, r: 8, p: 2 })).toBe(true);
    expect(acceptableParams({ ln: 17, r: 8, p: 16 })).toBe(false);
    expect(acceptableParams({ ln: 18, r: 8, p: 2 })).toBe(false);
  });

  it('says why a stored line is unusable without quoting it', () => {
    const costly = `scrypt:ln=17,r=8,p=16:${'A'.repeat(22)}:${'A'.repeat(43)}`;
    expect(hashLineProblem(costly)).toMatch(/^asks for more scrypt work \(ln=17, r=8, p=16\)/);
    expect(hashLineProblem('a'.repeat(64))).toBe('is missing or not a hash from npm run hash-code');
    expect(hashLineProblem(undefined)).toBe('is missing or not a hash from npm run hash-code');
    expect(hashLineProblem(hashAccessCode('Bronx Brilliance', FAST, SALT))).toBeNull();
  });

  it('asks for a faculty code of at least 12 characters', () => {
    expect(accessCodeStrengthProblem('a')).toContain('use at least 12');
    expect(accessCodeStrengthProblem('  Maroon 1889  ')).toContain('11 characters');
    expect(accessCodeStrengthProblem('Maroon Gray 1889')).toBeNull();
  });

  it('accepts a stored line of exactly the most work, and keys of 32 to 64 bytes', () => {
    const line = (cost: string, salt: number, key: number) =>
      `scrypt:${cost}:${'A'.repeat(salt)}:${'A'.repeat(key)}`;
    // 22 base64url characters are 16 bytes, 43 are 32, 86 are 64.
    expect(hashLineProblem(line('ln=17,r=8,p=2', 22, 43))).toBeNull();
    expect(hashLineProblem(`  ${line('ln=17,r=8,p=1', 22, 43)}\n`)).toBeNull();
    expect(parseAccessCodeHash(line('ln=17,r=8,p=1', 22, 86))?.key).toHaveLength(64);
    for (const [salt, key] of [
      [21, 43], // a salt of 15 bytes
      [22, 42], // a key of 31 bytes
      [22, 87], // a key of 65 bytes
    ] as const) {
      expect(parseAccessCodeHash(line('ln=17,r=8,p=1', salt, key))).toBeNull();
      expect(hashLineProblem(line('ln=17,r=8,p=1', salt, key))).toBe(
        'is not a hash from npm run hash-code',
      );
    }
  });

  it('takes a code of exactly 12 characters', () => {
    expect(accessCodeStrengthProblem('Maroon  1889')).toBeNull();
    expect(accessCodeStrengthProblem('Maroon 1889')).toContain('11 characters');
  });
});

describe('the accepted scrypt costs, at their edges', () => {
  it('accepts each parameter at its smallest and largest allowed value', () => {
    expect(acceptableParams({ ln: 14, r: 1, p: 1 })).toBe(true);
    expect(acceptableParams({ ln: 20, r: 1, p: 1 })).toBe(true);
    expect(acceptableParams({ ln: 14, r: 32, p: 1 })).toBe(true);
    expect(acceptableParams({ ln: 14, r: 1, p: 16 })).toBe(true);
    // 128 · 2^20 · 2 bytes is exactly 256 MiB, and exactly the most work.
    expect(acceptableParams({ ln: 20, r: 2, p: 1 })).toBe(true);
  });

  it('refuses each parameter just outside its range, even when the total work is small', () => {
    expect(acceptableParams({ ln: 13, r: 8, p: 1 })).toBe(false);
    expect(acceptableParams({ ln: 21, r: 1, p: 1 })).toBe(false);
    expect(acceptableParams({ ln: 14, r: 0, p: 1 })).toBe(false);
    expect(acceptableParams({ ln: 14, r: 33, p: 1 })).toBe(false);
    expect(acceptableParams({ ln: 14, r: 1, p: 0 })).toBe(false);
    expect(acceptableParams({ ln: 14, r: 1, p: 17 })).toBe(false);
  });

  it('refuses to hash with a cost it would not accept when checking', () => {
    expect(() => hashAccessCode('Maroon Gray 1889', { ln: 10, r: 8, p: 1 }, SALT)).toThrow(
      'These scrypt parameters are not accepted.',
    );
  });

  it('never accepts an empty code, even against a hash of the empty text', async () => {
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync('', SALT, 32, { N: 2 ** 14, r: 8, p: 1 });
    const hashOfNothing = { ...FAST, salt: SALT, key };
    expect(await accessCodeMatches('', hashOfNothing)).toBe(false);
    expect(await accessCodeMatches(' \n', hashOfNothing)).toBe(false);
  });
});
