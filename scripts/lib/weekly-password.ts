// What `npm run weekly-password` accepts (scripts/weekly-password.ts).
//
// The sealed record is a public file, so anyone can try passwords against it offline, with no
// limit but their hardware. The public hashcat 6.2.6 benchmark of an RTX 4090 (a gaming graphics
// card) runs PBKDF2-HMAC-SHA256 (mode 10900) at 8.87 million guesses a second at 999 iterations,
// which is about 14,800 a second at the record's 600,000; eight cards, about 118,000. The rules
// here follow from that rate:
// - no word of the site's own content (scripts/lib/site-words.ts): an attacker's first guesses;
// - at least 10^14 guesses by zxcvbn's estimate (zxcvbn-ts, with its English, Spanish and common
//   password dictionaries and the site's words as the user's own). 10^12 would already be about
//   two years for one card (10^12 / 14,800 a second), but zxcvbn is generous with phrases (it
//   rates "Maroon and Gray 1889" at 10^14, a guess built from the site in two tries), so the floor
//   is a hundred times higher: 10^14 is about 200 years for one card and 27 for eight. Four
//   random words from the Diceware list clear it, in fact (51.7 bits, 1.8 × 10^15 guesses on
//   average) and by zxcvbn's estimate (10^17 or more in 300 draws).
// These are devDependencies: only this command loads them, never a page (eslint.config.js keeps
// them out of src/).
import { randomInt } from 'node:crypto';
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import * as zxcvbnEs from '@zxcvbn-ts/language-es-es';
import { SEALED_ADDRESS_BYTES } from '../../src/domain/sealed-link.ts';
import { siteWordsIn, type SiteWord } from './site-words.ts';

/** Guesses a second against the record at 600,000 iterations, one RTX 4090 (see above). */
const GUESSES_PER_SECOND_ONE_GPU = 14_800;

/** The fewest guesses, by zxcvbn's estimate, that a new password must need (see above). */
export const MIN_WEEKLY_PASSWORD_GUESSES = 1e14;

/** The shortest Weekly Updates password, in characters: a plain first answer to a short one. */
const MIN_WEEKLY_PASSWORD_LENGTH = 12;

/** The words of a suggested passphrase: 5 × 12.9 bits ≈ 64 bits from the Diceware list. */
const SUGGESTED_WORDS = 5;

// The Diceware list ships under the name "diceware-common", but zxcvbn-ts 4 gives its fixed
// Diceware score (half of 6^5 guesses a word) only to a dictionary named "diceware"; under the
// other name each word would count as its place in the alphabetical list ("abacus" as one guess).
const { 'diceware-common': diceware, ...commonDictionaries } = zxcvbnCommon.dictionary;

/** The EFF's long Diceware list (7,776 words), the suggestions' words: plain lower-case words only. */
const DICEWARE_WORDS = diceware.filter((word) => /^[a-z]+$/.test(word));

let zxcvbn: ZxcvbnFactory | undefined;

/** zxcvbn, set up once (its dictionaries take about half a second). */
function estimator(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: {
      diceware,
      ...commonDictionaries,
      ...zxcvbnEn.dictionary,
      ...zxcvbnEs.dictionary,
    },
    graphs: zxcvbnCommon.adjacencyGraphs,
    // The command speaks English to staff at a terminal.
    translations: zxcvbnEn.translations,
  });
  return zxcvbn;
}

/** zxcvbn's estimate for a password, with the site's words as the user's own words. */
export function estimatePassword(password: string, siteWords: readonly SiteWord[]): ZxcvbnResult {
  return estimator().check(
    password,
    siteWords.map(({ word }) => word),
  );
}

const YEAR = 365.25 * 24 * 3600;

/** A time in plain words: "under a second", "about 5 minutes", "about 2,100 years". */
export function durationInWords(seconds: number): string {
  if (seconds < 1) return 'under a second';
  if (seconds >= 1e6 * YEAR) return 'over a million years';
  const units: readonly [string, number][] = [
    ['year', YEAR],
    ['day', 24 * 3600],
    ['hour', 3600],
    ['minute', 60],
  ];
  const [unit, length] = units.find(([, length]) => seconds >= length) ?? ['second', 1];
  const count = Math.round(seconds / length);
  return `about ${count.toLocaleString('en-US')} ${unit}${count === 1 ? '' : 's'}`;
}

function listOf(items: string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Why a new password is too weak, or null when it will do. */
export function weeklyPasswordProblem(
  password: string,
  siteWords: readonly SiteWord[],
): string | null {
  if (password.trim() === '') return 'No password given.';
  const length = [...password].length;
  if (length < MIN_WEEKLY_PASSWORD_LENGTH)
    return `The password has ${length} characters; use at least ${MIN_WEEKLY_PASSWORD_LENGTH}.`;
  const found = siteWordsIn(password, siteWords);
  if (found.length > 0) {
    const words = listOf(found.map(({ word }) => `"${word}"`));
    const files = listOf([...new Set(found.map(({ file }) => file))]);
    return (
      `The password contains ${words}, from the site's own content (${files}). ` +
      "Anyone guessing the password tries the school's name, colours, mascot, year and people first."
    );
  }
  const { guesses, feedback } = estimatePassword(password, siteWords);
  if (guesses >= MIN_WEEKLY_PASSWORD_GUESSES) return null;
  const oneCard = durationInWords(guesses / GUESSES_PER_SECOND_ONE_GPU);
  const eightCards = durationInWords(guesses / (8 * GUESSES_PER_SECOND_ONE_GPU));
  const exponent = Math.floor(Math.log10(Math.max(guesses, 1)));
  return [
    `The password is too easy to guess: about 10^${exponent} guesses by zxcvbn's estimate, which ` +
      `one gaming graphics card would try in ${oneCard} against the published record (eight ` +
      `cards: ${eightCards}). The Weekly Updates password must need at least 10^14 guesses ` +
      '(about 200 years for one card, 27 for eight).',
    feedback.warning,
  ]
    .filter((line) => line !== null && line !== '')
    .join(' ');
}

/**
 * A new passphrase of random words (crypto-random, from the Diceware list, without any word that
 * contains a site word), which the rules accept: staff get one with every refusal. Five words are
 * about 64 bits: at 14,800 guesses a second, one card would need some thirty million years on
 * average.
 */
export function suggestPassphrase(
  siteWords: readonly SiteWord[],
  count: number = SUGGESTED_WORDS,
): string {
  const words = DICEWARE_WORDS.filter((word) => siteWordsIn(word, siteWords).length === 0);
  // The rules accept every five-word draw in practice; checking anyway means a suggestion can
  // never be one the command then refuses.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const phrase = Array.from({ length: count }, () => words[randomInt(words.length)]).join(' ');
    if (weeklyPasswordProblem(phrase, siteWords) === null) return phrase;
  }
  throw new Error(`No ${count}-word passphrase passed the rules in 20 draws.`);
}

/**
 * Host names that reach only the computer or network they are typed on (RFC 6761's localhost,
 * RFC 6762's .local, RFC 8375's home.arpa, ICANN's .internal): a staff page there opens for no
 * one else, and an address sealed for everyone must not point into a visitor's own network.
 */
const PRIVATE_HOST = /(^|\.)(localhost|local|internal|home\.arpa)$/;

/** Why an address cannot be the Weekly Updates page, or null when it is a full https address. */
export function weeklyUrlProblem(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return `"${address}" is not a full https:// address.`;
  }
  if (url.protocol !== 'https:') return `"${address}" is not a full https:// address.`;
  if (url.username !== '' || url.password !== '')
    return `"${address}" has a user name or password in it; give the page's address alone (its sign-in stays on the page).`;
  const host = url.hostname;
  // The WHATWG parser writes every IP address in one form ("2130706433" and "0x7f.1" become
  // 127.0.0.1), so these two tests catch them all.
  if (host.startsWith('[') || /^[0-9.]+$/.test(host))
    return `"${address}" names a computer by its IP address; use the page's web name (such as staff.example.org).`;
  if (!host.includes('.') || PRIVATE_HOST.test(host))
    return `"${address}" is not a public web name (such as staff.example.org).`;
  const bytes = new TextEncoder().encode(url.href).length;
  if (bytes > SEALED_ADDRESS_BYTES)
    return `The address is ${bytes} characters long; at most ${SEALED_ADDRESS_BYTES} fit in the sealed record (a shorter link to the same page will do).`;
  return null;
}
