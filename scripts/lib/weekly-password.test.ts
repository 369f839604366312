import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { readSiteWords, siteWordsIn, type SiteWord } from './site-words.ts';
import {
  durationInWords,
  estimatePassword,
  MIN_WEEKLY_PASSWORD_GUESSES,
  suggestPassphrase,
  weeklyPasswordProblem,
  weeklyUrlProblem,
} from './weekly-password.ts';

const root = path.resolve(import.meta.dirname, '../..');
let siteWords: SiteWord[];

beforeAll(async () => {
  siteWords = await readSiteWords(root);
});

// zxcvbn's estimate takes a few hundred milliseconds a phrase on a busy machine: the rules are
// checked on a handful of phrases each, with time to spare.
describe('the Weekly Updates password rules', { timeout: 60_000 }, () => {
  it('refuse the passwords the security probe saw accepted, saying why', () => {
    const problem = (password: string) => weeklyPasswordProblem(password, siteWords);
    for (const weak of ['aaaaaaaaaaaa', 'password1234', '123456789012'])
      expect(problem(weak), weak).toMatch(
        /^The password is too easy to guess: about 10\^\d+ guesses by zxcvbn's estimate, which one gaming graphics card would try in (under a second|about \d+ seconds?)/,
      );
    expect(problem('password1234')).toContain('similar to a commonly used password');
    expect(problem('Highbridge1889')).toBe(
      'The password contains "highbridge" and "1889", from the site\'s own content (data/site.json). ' +
        "Anyone guessing the password tries the school's name, colours, mascot, year and people first.",
    );
    expect(problem('Maroon and Gray 1889')).toMatch(
      /^The password contains "maroon", "gray" and "1889", from the site's own content \(locales\/en\/parents\.json and data\/site\.json\)/,
    );
  });

  it('refuse any word of the site’s own content, naming it, even in an otherwise strong phrase', () => {
    const strong = 'quixotic lantern velvet'; // strong enough with any fourth word but the site's
    expect(weeklyPasswordProblem(`${strong} tadpole`, siteWords)).toBeNull();
    expect(weeklyPasswordProblem(`${strong} archie`, siteWords)).toMatch(
      /^The password contains "archie", from the site's own content \(locales\/en\/meet-the-mascot\.json\)/,
    );
    expect(weeklyPasswordProblem(`${strong} Halcón`, siteWords)).toContain('"halcon"');
    expect(weeklyPasswordProblem(`${strong} P.S.418`, siteWords)).toContain('"418"');
  });

  it('refuse what zxcvbn rates under 10^14 guesses, about 200 years for one graphics card', () => {
    expect(MIN_WEEKLY_PASSWORD_GUESSES).toBe(1e14);
    // Words from no list, but a date: 10^12, two years for one card.
    expect(weeklyPasswordProblem('changed on 2026-05-01', siteWords)).toContain('about 2 years');
    expect(weeklyPasswordProblem('Tr0ub4dor&3xyz', siteWords)).toContain('10^13 guesses');
    expect(weeklyPasswordProblem('', siteWords)).toBe('No password given.');
    expect(weeklyPasswordProblem('eleven char', siteWords)).toBe(
      'The password has 11 characters; use at least 12.',
    );
  });

  it('suggest passphrases of five random Diceware words that they accept themselves', () => {
    const diceware = new Set(dictionary['diceware-common']);
    const suggestions = Array.from({ length: 6 }, () => suggestPassphrase(siteWords));
    for (const phrase of suggestions) {
      const words = phrase.split(' ');
      expect(words, phrase).toHaveLength(5);
      for (const word of words) expect(diceware.has(word), word).toBe(true);
      expect(siteWordsIn(phrase, siteWords), phrase).toEqual([]);
      expect(weeklyPasswordProblem(phrase, siteWords), phrase).toBeNull();
      expect(estimatePassword(phrase, siteWords).guesses).toBeGreaterThanOrEqual(1e14);
    }
    expect(new Set(suggestions).size).toBe(suggestions.length); // random, not a fixed list
    expect(suggestPassphrase(siteWords, 4).split(' ')).toHaveLength(4);
  });

  it('say times in plain words', () => {
    expect(durationInWords(0.2)).toBe('under a second');
    expect(durationInWords(1)).toBe('about 1 second');
    expect(durationInWords(52)).toBe('about 52 seconds');
    expect(durationInWords(3 * 3600)).toBe('about 3 hours');
    expect(durationInWords(1e12 / 14_800)).toBe('about 2 years');
    expect(durationInWords(1e20)).toBe('over a million years');
  });
});

describe('the Weekly Updates address rules', () => {
  it('accept a public https address', () => {
    expect(weeklyUrlProblem('https://staff.example.org/weekly-updates')).toBeNull();
    expect(weeklyUrlProblem('https://docs.example.com/d/abc123/edit?usp=sharing')).toBeNull();
  });

  it('refuse credentials, IP addresses, local and dotless hosts, other schemes and overlong addresses', () => {
    const cases: [string, string][] = [
      ['https://user:pass@staff.example.org/', 'has a user name or password in it'],
      ['https://user@staff.example.org/', 'has a user name or password in it'],
      ['https://x', 'is not a public web name'],
      ['https://localhost/weekly', 'is not a public web name'],
      ['https://updates.localhost/', 'is not a public web name'],
      ['https://nas.local/', 'is not a public web name'],
      ['https://wiki.internal/', 'is not a public web name'],
      ['https://router.home.arpa/', 'is not a public web name'],
      ['https://127.0.0.1/admin', 'names a computer by its IP address'],
      ['https://2130706433/', 'names a computer by its IP address'],
      ['https://0x7f.1/', 'names a computer by its IP address'],
      ['https://10.0.0.5/', 'names a computer by its IP address'],
      ['https://192.168.1.20/weekly', 'names a computer by its IP address'],
      ['https://[::1]/', 'names a computer by its IP address'],
      ['https://[fd00::1]/', 'names a computer by its IP address'],
      ['http://staff.example.org/', 'is not a full https:// address'],
      ['javascript:alert(1)', 'is not a full https:// address'],
      ['staff.example.org', 'is not a full https:// address'],
      [`https://staff.example.org/${'a'.repeat(240)}`, 'at most 256 fit in the sealed record'],
    ];
    for (const [address, reason] of cases)
      expect(weeklyUrlProblem(address), address).toContain(reason);
  });
});
