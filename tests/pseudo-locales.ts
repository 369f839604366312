// Two pseudo-languages, added to a copy of the fixture site exactly as docs/adding-a-language.md
// tells staff to add a real one: an entry in the registry (src/content/languages.ts), a folder of
// strings in locales/, and each translated text of data/ in the new language. Nothing else of the
// copy changes (tests/build-sites.ts proves it with `git status`), so a page that shows English in
// them, a layout that cannot take longer words or a right-to-left page, and any code that assumes
// two languages, show in their tests (tests/dist/pseudo-locales.test.ts,
// tests/e2e/pseudo-locales.spec.ts).
//
// - en-XA, "accented": every letter of the English text with an accent and every text 40 % longer,
//   in brackets: "Calendar" → "[Çåļéñðåŕ ···]". English that bypassed the strings shows as plain
//   letters among accented ones.
// - ar-XB, "mirrored": the same accented text in a right-to-left page, as Android's ar-XB is
//   English mirrored. Its text is the same as en-XA's, so each of its pages is en-XA's page drawn
//   the other way round, which the browser test compares picture against picture.
//
// Neither is a language a visitor reads: they exist only in the copy the tests build.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageInfo } from '../src/content/languages.ts';

/** The two pseudo-languages' registry entries. */
export const PSEUDO_LANGUAGES = [
  {
    code: 'en-XA',
    name: '[Éñĝļîšĥ ··]',
    inLanguage: '[Îñ Éñĝļîšĥ ···]',
    englishName: 'Accented English',
    intlLocale: 'en-XA',
    ogLocale: 'en_XA',
    dir: 'ltr',
    prefix: '/en-xa',
  },
  {
    code: 'ar-XB',
    name: '[Ṁîŕŕöŕéð ···]',
    inLanguage: '[Îñ ṁîŕŕöŕ ··]',
    englishName: 'Mirrored English',
    intlLocale: 'ar-XB',
    ogLocale: 'ar_XB',
    dir: 'rtl',
    prefix: '/ar-xb',
  },
] as const satisfies readonly LanguageInfo[];

export type PseudoCode = (typeof PSEUDO_LANGUAGES)[number]['code'];
export const PSEUDO_CODES: readonly PseudoCode[] = PSEUDO_LANGUAGES.map((info) => info.code);

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ...'abcdefghijklmnopqrstuvwxyz'
      .split('')
      .map((letter, index) => [letter, 'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž'[index]]),
    ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
      .split('')
      .map((letter, index) => [letter, 'ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'[index]]),
  ].filter((pair): pair is [string, string] => pair[1] !== undefined),
);

/** What a translation keeps as it is: {{variables}}, $t(nesting) and tags. */
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>)/;

/** Every letter of a text accented, its {{variables}} and tags kept. */
export function accent(text: string): string {
  return text
    .split(KEPT)
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter),
    )
    .join('');
}

/**
 * A text as the pseudo-languages write it: accented, 40 % longer (in groups of dots a line may
 * break between) and in brackets, so that a cut-off text shows its missing end. `limit` caps the
 * length (a data field's own limit).
 */
export function pseudo(text: string, limit = Number.POSITIVE_INFINITY): string {
  if (text.trim() === '') return text;
  const visible = text
    .split(KEPT)
    .filter((_, index) => index % 2 === 0)
    .join('');
  const wanted = Math.max(2, Math.ceil(visible.length * 0.4));
  const room = Math.max(0, limit - text.length - 3);
  const dots = Math.min(wanted, room);
  const groups = Array.from({ length: Math.ceil(dots / 5) }, (_, index) =>
    '·'.repeat(Math.min(5, dots - index * 5)),
  );
  return `[${accent(text)}${groups.map((group) => ` ${group}`).join('')}]`;
}

/** A text that is an address or a file, not words: left as it is. */
function isAddress(text: string): boolean {
  return /^(\/|https?:|mailto:|tel:|#)/.test(text) || /^[^\s@]+@[^\s@]+$/.test(text);
}

const PLURAL = /_(one|other)$/;
/** The plural forms of a right-to-left language whose rules are Arabic's (Intl.PluralRules). */
const ARABIC_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * A locale file in a pseudo-language: every text written as `pseudo` does, the house style
 * (`grammar`) only accented (its pieces are parts of other texts), and for ar-XB every plural in
 * Arabic's six forms.
 */
export function pseudoLocale(
  tree: Record<string, unknown>,
  code: PseudoCode,
): Record<string, unknown> {
  const visit = (node: unknown, grammar: boolean): unknown => {
    if (typeof node === 'string')
      return isAddress(node) ? node : grammar ? accent(node) : pseudo(node);
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      const inGrammar = grammar || key === 'grammar';
      const plural = PLURAL.exec(key);
      if (code === 'ar-XB' && plural !== null) {
        const base = key.slice(0, plural.index);
        const other = (node as Record<string, unknown>)[`${base}_other`] ?? value;
        for (const form of ARABIC_PLURALS)
          out[`${base}_${form}`] ??= visit(form === 'one' ? value : other, inGrammar);
        if (plural[1] === 'one') out[key] = visit(value, inGrammar);
        continue;
      }
      out[key] = visit(value, inGrammar);
    }
    return out;
  };
  return visit(tree, false) as Record<string, unknown>;
}

/** The data's limits on a text's length (src/content/text-limits.ts), smallest first. */
const DATA_LIMITS = [200, 1_000, 3_000, 5_000];

/**
 * A data file with each translated text ({ "en": …, "es": … }) given the pseudo-languages' text,
 * made from the default language's: a text as `pseudo` writes it, within the limit its length
 * shows it has; anything else (a picture of a page in that language) as the default's.
 */
export function pseudoData(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(pseudoData);
  if (data === null || typeof data !== 'object') return data;
  const record = data as Record<string, unknown>;
  const keys = Object.keys(record);
  const translated = keys.length === LANGUAGES.length && LANGUAGES.every((lng) => lng in record);
  if (translated) {
    const source = record[DEFAULT_LANGUAGE];
    const text = (value: unknown) => {
      if (typeof value !== 'string' || isAddress(value)) return structuredClone(value);
      const limit = DATA_LIMITS.find((limit) => value.length <= limit) ?? value.length;
      return pseudo(value, limit);
    };
    return { ...record, ...Object.fromEntries(PSEUDO_CODES.map((code) => [code, text(source)])) };
  }
  return Object.fromEntries(keys.map((key) => [key, pseudoData(record[key])]));
}

/** The registry's source with the pseudo-languages' entries at the end of its list. */
export function registryWithPseudo(source: string): string {
  const end = '] as const satisfies readonly LanguageInfo[];';
  if (!source.includes(end)) throw new Error(`the registry no longer ends its list with "${end}"`);
  const entries = PSEUDO_LANGUAGES.map(
    (info) =>
      `  {\n${Object.entries(info)
        .map(([key, value]) => `    ${key}: ${JSON.stringify(value).replaceAll('"', "'")},`)
        .join('\n')}\n  },\n`,
  ).join('');
  return source.replace(end, `${entries}${end}`);
}

/**
 * Adds the pseudo-languages to the copy of the project at `root`: the registry, locales/<code>/
 * from the default language's strings, and the data. Returns the files it wrote, relative to root.
 */
export async function addPseudoLanguages(root: string): Promise<string[]> {
  const written: string[] = [];
  const write = async (file: string, text: string) => {
    await writeFile(path.join(root, file), text);
    written.push(file);
  };
  const registry = 'src/content/languages.ts';
  await write(registry, registryWithPseudo(await readFile(path.join(root, registry), 'utf8')));

  for (const file of await fg(`locales/${DEFAULT_LANGUAGE}/*.json`, { cwd: root })) {
    const tree = JSON.parse(await readFile(path.join(root, file), 'utf8')) as Record<
      string,
      unknown
    >;
    for (const code of PSEUDO_CODES) {
      await mkdir(path.join(root, 'locales', code), { recursive: true });
      await write(
        `locales/${code}/${path.basename(file)}`,
        `${JSON.stringify(pseudoLocale(tree, code), null, 2)}\n`,
      );
    }
  }

  // The schemas in data/schemas/ are written by `npm run content` from the registry.
  for (const file of await fg('data/**/*.json', { cwd: root, ignore: ['data/schemas/**'] })) {
    const text = await readFile(path.join(root, file), 'utf8');
    const data = JSON.parse(text) as unknown;
    const next = pseudoData(data);
    if (JSON.stringify(next) !== JSON.stringify(data))
      await write(file, `${JSON.stringify(next, null, 2)}\n`);
  }
  return written;
}
