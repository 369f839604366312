// What a page in a pseudo-language (tests/pseudo-locales.ts) may show in plain letters. Every text
// of those languages is accented ("[Çåļéñðåŕ ···]"), so a word in plain a–z letters on their pages
// is English that bypassed the strings and the data: a text written in the code, a key shown instead
// of its text, a string of the wrong language. Some plain words are right, and only those:
//
// - the data's texts that are the same in every language, which are not translated: people's and
//   places' names, addresses, e-mail addresses, phone numbers (the strings of data/ outside the
//   `{ "en": …, "es": … }` objects);
// - the words of the school's file names under public/assets/ (a photo without a caption is
//   described by its file's name);
// - what Intl writes for the language's locale: month and weekday names, language names (en-XA's
//   Intl locale is English);
// - web and e-mail addresses, and words of capitals only up to four letters long: file types
//   (PDF, DOCX), units (KB), a person's initials.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { LANGUAGES } from '../src/content/languages.ts';

/** A word of plain letters: what the pseudo-languages never write. */
const PLAIN_WORD = /[A-Za-z]{2,}/g;

/** Addresses, which are not words of any language. */
const ADDRESS = /\b(https?:\/\/|www\.)\S+|\S*@\S*/g;
/** File types, units and initials. */
const CAPITALS = /^[A-Z]{2,4}$/;

function plainWords(text: string): string[] {
  return (text.replace(ADDRESS, ' ').match(PLAIN_WORD) ?? []).filter(
    (word) => !CAPITALS.test(word),
  );
}

/** Every string of a data file outside its translated texts (and not its keys). */
function sameInEveryLanguage(node: unknown, into: string[]): void {
  if (typeof node === 'string') into.push(node);
  else if (Array.isArray(node)) node.forEach((item) => sameInEveryLanguage(item, into));
  else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (LANGUAGES.every((lng) => lng in record)) return;
    Object.entries(record)
      .filter(([key]) => key !== '$schema')
      .forEach(([, value]) => sameInEveryLanguage(value, into));
  }
}

/** What Intl writes in a locale that a page may show: months, weekdays, language names. */
function intlWords(locale: string, languages: readonly string[]): string[] {
  const words: string[] = [];
  for (const month of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' });
    for (let index = 0; index < 12; index += 1)
      words.push(format.format(new Date(Date.UTC(2026, index, 15))));
  }
  for (const weekday of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' });
    for (let index = 0; index < 7; index += 1)
      words.push(format.format(new Date(Date.UTC(2026, 10, 22 + index))));
  }
  const names = new Intl.DisplayNames(locale, { type: 'language' });
  for (const code of languages) words.push(names.of(code) ?? '');
  return words;
}

/**
 * The plain words a page of `site` in the language whose Intl locale is `intlLocale` may show:
 * those of its data's untranslated strings, its files' names and Intl's.
 */
export function allowedPlainWords(
  site: string,
  intlLocale: string,
  languages: readonly string[],
): Set<string> {
  const strings: string[] = [];
  for (const file of fg.sync('data/**/*.json', { cwd: site, ignore: ['data/schemas/**'] }))
    sameInEveryLanguage(JSON.parse(readFileSync(path.join(site, file), 'utf8')), strings);
  for (const file of fg.sync('public/assets/**/*', { cwd: site }))
    strings.push(path.basename(file, path.extname(file)).replace(/[-_]/g, ' '));
  strings.push(...intlWords(intlLocale, languages));
  // Every word of them, addresses included: a page may break an address into pieces.
  return new Set(strings.flatMap((text) => text.match(PLAIN_WORD) ?? []));
}

/** The pieces of a page's text that show plain words not allowed, each with those words. */
export function untranslatedPieces(
  pieces: readonly string[],
  allowed: ReadonlySet<string>,
): string[] {
  return pieces.flatMap((piece) => {
    const words = plainWords(piece).filter((word) => !allowed.has(word));
    return words.length === 0 ? [] : [`${piece.trim().slice(0, 80)}  ← ${words.join(' ')}`];
  });
}
