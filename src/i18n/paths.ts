import type { Language } from '../content/languages.ts';

/** The Spanish pages live under this prefix; English pages have none. */
const SPANISH_PREFIX = '/es';

/** Splits a URL path into its language and the language-neutral page path ("/es/calendar" → es, "/calendar"). */
export function splitLanguage(pathname: string): { lng: Language; path: string } {
  if (pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`)) {
    const rest = pathname.slice(SPANISH_PREFIX.length);
    return { lng: 'es', path: rest === '' ? '/' : rest };
  }
  return { lng: 'en', path: pathname === '' ? '/' : pathname };
}

/** The URL path of a page in a language ("/calendar", es → "/es/calendar"; "/", es → "/es/"). */
export function localizePath(path: string, lng: Language): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lng === 'en') return clean;
  return `${SPANISH_PREFIX}${clean}`;
}

/** The same page in the other language, keeping everything after the path (query and hash). */
export function switchLanguagePath(pathname: string, to: Language): string {
  return localizePath(splitLanguage(pathname).path, to);
}
