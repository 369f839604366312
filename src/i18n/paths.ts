import { DEFAULT_LANGUAGE, LANGUAGES, languageInfo, type Language } from '../content/languages.ts';

/** The languages whose pages have a prefix (every one but the default), longest prefix first. */
const PREFIXED = LANGUAGES.map((lng) => ({ lng, prefix: languageInfo(lng).prefix }))
  .filter(({ prefix }) => prefix !== '')
  .sort((a, b) => b.prefix.length - a.prefix.length);

/** Splits a URL path into its language and the language-neutral page path ("/es/calendar" → es, "/calendar"). */
export function splitLanguage(pathname: string): { lng: Language; path: string } {
  for (const { lng, prefix } of PREFIXED) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      const rest = pathname.slice(prefix.length);
      return { lng, path: rest === '' ? '/' : rest };
    }
  }
  return { lng: DEFAULT_LANGUAGE, path: pathname === '' ? '/' : pathname };
}

/** The URL path of a page in a language ("/calendar", es → "/es/calendar"; "/", es → "/es/"). */
export function localizePath(path: string, lng: Language): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `${languageInfo(lng).prefix}${clean}`;
}

/** The same page in the other language, keeping everything after the path (query and hash). */
export function switchLanguagePath(pathname: string, to: Language): string {
  return localizePath(splitLanguage(pathname).path, to);
}
