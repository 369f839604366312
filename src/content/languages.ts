// The languages the site is written in: the one registry. Everything that depends on the list of
// languages (the `Language` type, page addresses, hreflang and Open Graph tags, the sitemap, the
// date and number formats, the prerendered pages, the tests) is derived from it. A language is
// added here, with its folder of strings in locales/ and its text in the data files.

/** What the site needs to know about one language. */
export interface LanguageInfo {
  /** Its code: the folder in locales/, the key of its text in the data, the pages' `lang`. */
  readonly code: string;
  /** Its name in itself, as the language switch shows it ("Español"). */
  readonly name: string;
  /** "In <this language>", in itself: the heading of an event's text in it ("En español"). */
  readonly inLanguage: string;
  /** Its name in English, for staff's messages and the editor's labels ("Spanish"). */
  readonly englishName: string;
  /** The locale of its dates and numbers (Intl), e.g. "es-US": US Spanish for Bronx families. */
  readonly intlLocale: string;
  /** Its Open Graph locale, e.g. "es_US". */
  readonly ogLocale: string;
  /** The direction its text runs in. */
  readonly dir: 'ltr' | 'rtl';
  /** What its page addresses start with: "" for the default language, "/es" for Spanish. */
  readonly prefix: string;
  /** True for the one default language: its pages have no prefix and it is `x-default`. */
  readonly default?: boolean;
}

/** The registry, in the order the languages are listed everywhere (the default first). */
export const LANGUAGE_REGISTRY = [
  {
    code: 'en',
    name: 'English',
    inLanguage: 'In English',
    englishName: 'English',
    intlLocale: 'en-US',
    ogLocale: 'en_US',
    dir: 'ltr',
    prefix: '',
    default: true,
  },
  {
    code: 'es',
    name: 'Español',
    inLanguage: 'En español',
    englishName: 'Spanish',
    intlLocale: 'es-US',
    ogLocale: 'es_US',
    dir: 'ltr',
    prefix: '/es',
  },
] as const satisfies readonly LanguageInfo[];

export type Language = (typeof LANGUAGE_REGISTRY)[number]['code'];

/** Every language's code, the default first. */
export const LANGUAGES: readonly Language[] = LANGUAGE_REGISTRY.map((info) => info.code);

const BY_CODE = new Map<string, LanguageInfo & { code: Language }>(
  LANGUAGE_REGISTRY.map((info) => [info.code, info]),
);

/** The registry's entry of a language. */
export function languageInfo(lng: Language): LanguageInfo {
  const info = BY_CODE.get(lng);
  if (info === undefined) throw new Error(`No language "${lng}" in the registry`);
  return info;
}

/** The default language: pages without a prefix, `x-default`. */
export const DEFAULT_LANGUAGE: Language = (
  LANGUAGE_REGISTRY.find((info) => 'default' in info && info.default) ?? LANGUAGE_REGISTRY[0]
).code;

/** True when `code` is a language of the site. */
export function isLanguage(code: string): code is Language {
  return BY_CODE.has(code);
}
